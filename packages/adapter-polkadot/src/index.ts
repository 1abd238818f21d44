// `sisSiwx` is core's server SIWX client for polkadot: its options, result and codes are core's.
export type {
  CreateServerSiwxReturnType as SisSiwxReturnType,
  ServerSiwxErrorCode as SisSiwxErrorCode,
  ServerSiwxErrorOptions as SisSiwxErrorOptions,
  ServerSiwxOptions as SisSiwxOptions,
} from '@latch/core'
export type { PolkadotInjectedTarget } from './discovery.js'
export type {
  InjectedAccount,
  InjectedExtension,
  InjectedKeyType,
  InjectedWeb3Entry,
} from './injectedWeb3.js'
export { kusama, paseo, polkadotNetworks, ss58PrefixOf, westend } from './networks.js'
export { polkadotAdapter } from './polkadotAdapter.js'
export { type PolkadotAdapterOptions, polkadotCapabilities } from './polkadotAdapterOptions.js'
export { isPolkadotAddress } from './polkadotAddress.js'
export { metadataOfOldRuntime } from './polkadotMetadata.js'
export {
  type PolkadotNetwork,
  type PolkadotNetworkParameters,
  polkadotNetwork,
} from './polkadotNetwork.js'
export type { VerifyPolkadotSignatureParameters } from './siwx/checkSubstrateSignature.js'
export {
  type CreatePolkadotSiwxMessageErrorType,
  type CreatePolkadotSiwxMessageParameters,
  type CreatePolkadotSiwxMessageReturnType,
  createPolkadotSiwxMessage,
  formatPolkadotSiwxMessage,
  PolkadotSiwxError,
  type PolkadotSiwxErrorCode,
  type PolkadotSiwxFields,
  type PolkadotSiwxMessage,
  parsePolkadotSiwxMessage,
  polkadotSiwxErrorMessages,
  polkadotSiwxSessionData,
  SisSiwxError,
  sisSiwx,
  sisSiwxErrorMessages,
  type VerifyPolkadotSiwxMessageErrorType,
  type VerifyPolkadotSiwxMessageParameters,
  type VerifyPolkadotSiwxMessageReturnType,
  verifyPolkadotSiwxMessage,
} from './siwx/polkadotSiwxProfile.js'
export { verifyPolkadotSignature } from './siwx/verifyPolkadotSignature.js'
