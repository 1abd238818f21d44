// `siweSiwx` is core's server SIWX client for eip155: its options, result and codes are core's.
export type {
  CreateServerSiwxReturnType as SiweSiwxReturnType,
  ServerSiwxErrorCode as SiweSiwxErrorCode,
  ServerSiwxErrorOptions as SiweSiwxErrorOptions,
  ServerSiwxOptions as SiweSiwxOptions,
} from '@latch/core'
export { addEthereumChainParameter } from './addEthereumChain.js'
export { type DiscoveryTarget, INJECTED_CONNECTOR_ID, parseAnnouncement } from './discovery.js'
export type {
  Eip1193EventMap,
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
} from './eip1193.js'
export { evmAdapter } from './evmAdapter.js'
export type { EvmAdapterOptions, ExternalProvider } from './evmAdapterOptions.js'
export { encodeErc20Transfer, numberToHex, utf8ToHex } from './hex.js'
export { isHexAddress } from './hexAddress.js'
export { evmNetworks } from './networks.js'
export { assertSendCalls } from './sendCalls.js'
export {
  defaultSessionGas,
  entryPoint08Address,
  type SendSessionCallsParameters,
  type SendSessionCallsReturnType,
  type SessionCall,
  type SignedSessionOperation,
  sendSessionCalls,
  signSessionCalls,
} from './sessions/sendSessionCalls.js'
export {
  type CreateSiweMessageErrorType,
  type CreateSiweMessageParameters,
  type CreateSiweMessageReturnType,
  createSiweMessage,
  type SiweSiwxMessage,
} from './siwe/createSiweMessage.js'
export {
  type FormatSiweMessageErrorType,
  type FormatSiweMessageParameters,
  type FormatSiweMessageReturnType,
  formatSiweMessage,
} from './siwe/formatSiweMessage.js'
export {
  type ParseSiweMessageErrorType,
  type ParseSiweMessageParameters,
  type ParseSiweMessageReturnType,
  parseSiweMessage,
} from './siwe/parseSiweMessage.js'
export { SiweError, type SiweErrorCode, siweErrorMessages } from './siwe/siweError.js'
export type { SiweMessageFields } from './siwe/siweMessageFields.js'
export { siweSiwx } from './siwe/siweSiwx.js'
export {
  SiweSiwxError,
  type SiweSiwxError as SiweSiwxErrorType,
  siweSiwxErrorMessages,
} from './siwe/siweSiwxError.js'
export {
  type SiweSignatureVerifier,
  type VerifySiweMessageErrorType,
  type VerifySiweMessageParameters,
  type VerifySiweMessageReturnType,
  verifySiweMessage,
} from './siwe/verifySiweMessage.js'
export {
  type CreateFallbackTransportErrorType,
  type CreateFallbackTransportParameters,
  type CreateFallbackTransportReturnType,
  createFallbackTransport,
  fallbackRankOptions,
} from './transport/createFallbackTransport.js'
export {
  FallbackTransportError,
  type FallbackTransportErrorCode,
  fallbackTransportErrorMessages,
} from './transport/fallbackTransportError.js'
export {
  type RpcUrlsForParameters,
  type RpcUrlsForReturnType,
  rpcUrlsFor,
} from './transport/rpcUrlsFor.js'
export { toViemChain } from './viemChain.js'
