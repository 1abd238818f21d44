export { type BitcoinAccountType, bitcoinAccountIndexes } from './accountIndexes.js'
export type { BitcoinAccount, BitcoinAddressType } from './bitcoinAccount.js'
export {
  type BitcoinAdapterOptions,
  bitcoinAdapter,
  bitcoinCapabilities,
} from './bitcoinAdapter.js'
export { isBitcoinAddress } from './bitcoinAddress.js'
export {
  type BitcoinChain,
  type BitcoinChainName,
  bitcoinChainOf,
  bitcoinChains,
} from './bitcoinChains.js'
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
  type VerifyBitcoinSignatureParameters,
  verifyBitcoinSignature,
} from './siwx/verifyBitcoinSignature.js'
