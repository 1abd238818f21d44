// `siwbSiwx` is core's server SIWX client for bip122: its options, result and codes are core's.
export type {
  CreateServerSiwxReturnType as SiwbSiwxReturnType,
  ServerSiwxErrorCode as SiwbSiwxErrorCode,
  ServerSiwxErrorOptions as SiwbSiwxErrorOptions,
  ServerSiwxOptions as SiwbSiwxOptions,
} from '@latch/core'
export { type BitcoinAccountType, bitcoinAccountIndexes } from './accountIndexes.js'
export type { BitcoinAccount, BitcoinAddressType } from './bitcoinAccount.js'
export { bitcoinAdapter } from './bitcoinAdapter.js'
export { type BitcoinAdapterOptions, bitcoinCapabilities } from './bitcoinAdapterOptions.js'
export { isBitcoinAddress } from './bitcoinAddress.js'
export { bitcoinAddressKey } from './bitcoinAddressKind.js'
export {
  type BitcoinChain,
  type BitcoinChainName,
  bitcoinChainOf,
  bitcoinChainOfReference,
  bitcoinChains,
} from './bitcoinChains.js'
export { type BitcoinSignature, readBitcoinSignature } from './bitcoinSignature.js'
export type {
  BitcoinWalletSource,
  LeatherProvider,
  SatsConnectProvider,
  UnisatProvider,
} from './bitcoinWalletSource.js'
export {
  type BitcoinInjectedTarget,
  type BitcoinWalletRegistry,
  type DiscoveredBitcoinWallet,
  isBitcoinWallet,
} from './discovery.js'
export { bitcoinNetworkOf, bitcoinNetworks } from './networks.js'
export {
  BitcoinSiwxError,
  type BitcoinSiwxErrorCode,
  type BitcoinSiwxFields,
  type BitcoinSiwxMessage,
  bitcoinSiwxErrorMessages,
  bitcoinSiwxSessionData,
  type CreateBitcoinSiwxMessageErrorType,
  type CreateBitcoinSiwxMessageParameters,
  type CreateBitcoinSiwxMessageReturnType,
  createBitcoinSiwxMessage,
  formatBitcoinSiwxMessage,
  parseBitcoinSiwxMessage,
  SiwbSiwxError,
  type SiwbSiwxError as SiwbSiwxErrorType,
  siwbSiwx,
  siwbSiwxErrorMessages,
  type VerifyBitcoinSiwxMessageErrorType,
  type VerifyBitcoinSiwxMessageParameters,
  type VerifyBitcoinSiwxMessageReturnType,
  verifyBitcoinSiwxMessage,
} from './siwx/bitcoinSiwxProfile.js'
export {
  type VerifyBitcoinSignatureParameters,
  verifyBitcoinSignature,
} from './siwx/verifyBitcoinSignature.js'
