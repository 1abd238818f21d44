// `siwsSiwx` is core's server SIWX client for solana: its options, result and codes are core's.
export type {
  CreateServerSiwxReturnType as SiwsSiwxReturnType,
  ServerSiwxErrorCode as SiwsSiwxErrorCode,
  ServerSiwxErrorOptions as SiwsSiwxErrorOptions,
  ServerSiwxOptions as SiwsSiwxOptions,
} from '@latch/core'
export { caipNetworkIdOf, solanaClusters, walletChainOf } from './clusters.js'
export {
  type DiscoveredSolanaWallet,
  isSolanaWallet,
  type SolanaWalletRegistry,
} from './discovery.js'
export { solanaNetworks } from './networks.js'
export {
  type CreateSolanaSiwxMessageErrorType,
  type CreateSolanaSiwxMessageParameters,
  type CreateSolanaSiwxMessageReturnType,
  createSolanaSiwxMessage,
  formatSolanaSiwxMessage,
  parseSolanaSiwxMessage,
  SiwsSiwxError,
  type SiwsSiwxError as SiwsSiwxErrorType,
  SolanaSiwxError,
  type SolanaSiwxErrorCode,
  type SolanaSiwxFields,
  type SolanaSiwxMessage,
  siwsSiwx,
  siwsSiwxErrorMessages,
  solanaSiwxErrorMessages,
  solanaSiwxSessionData,
  type VerifySolanaSiwxMessageErrorType,
  type VerifySolanaSiwxMessageParameters,
  type VerifySolanaSiwxMessageReturnType,
  verifySolanaSiwxMessage,
} from './siwx/solanaSiwxProfile.js'
export type { VerifySolanaSignatureParameters } from './siwx/verifyEd25519Signature.js'
export { verifySolanaSignature } from './siwx/verifySolanaSignature.js'
export { solanaAdapter } from './solanaAdapter.js'
export type { SolanaAdapterOptions, SolanaTokenInfo } from './solanaAdapterOptions.js'
export { parseSolanaRequest, type SolanaRequest } from './solanaRequest.js'
export {
  SolanaRequestError,
  type SolanaRequestErrorCode,
  solanaRequestErrorMessages,
} from './solanaRequestError.js'
export {
  isSolanaRequestMethod,
  type PreflightCommitment,
  preflightCommitments,
  type SolanaRequestMethod,
  type SolanaSendOptions,
  toWalletCommitment,
  toWalletSendOptions,
} from './solanaRequestOptions.js'
export { SolanaRpcError } from './solanaRpcError.js'
