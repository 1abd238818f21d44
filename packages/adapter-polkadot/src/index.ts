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
export {
  type PolkadotAdapterOptions,
  polkadotAdapter,
  polkadotCapabilities,
} from './polkadotAdapter.js'
export { isPolkadotAddress } from './polkadotAddress.js'
export {
  type PolkadotNetwork,
  type PolkadotNetworkParameters,
  polkadotNetwork,
} from './polkadotNetwork.js'
export {
  type CreatePolkadotSiwxMessageErrorType,
  type CreatePolkadotSiwxMessageParameters,
  type CreatePolkadotSiwxMessageReturnType,
  createPolkadotSiwxMessage,
  type PolkadotSiwxMessage,
} from './siwx/createPolkadotSiwxMessage.js'
export {
  PolkadotSiwxError,
  type PolkadotSiwxErrorCode,
  polkadotSiwxErrorMessages,
} from './siwx/polkadotSiwxError.js'
export {
  formatPolkadotSiwxMessage,
  type PolkadotSiwxFields,
  parsePolkadotSiwxMessage,
} from './siwx/polkadotSiwxMessage.js'
export { polkadotSiwxSessionData } from './siwx/polkadotSiwxSessionData.js'
export { sisSiwx } from './siwx/sisSiwx.js'
export { SisSiwxError, sisSiwxErrorMessages } from './siwx/sisSiwxError.js'
export {
  type VerifyPolkadotSignatureParameters,
  verifyPolkadotSignature,
} from './siwx/verifyPolkadotSignature.js'
export {
  type VerifyPolkadotSiwxMessageErrorType,
  type VerifyPolkadotSiwxMessageParameters,
  type VerifyPolkadotSiwxMessageReturnType,
  verifyPolkadotSiwxMessage,
} from './siwx/verifyPolkadotSiwxMessage.js'
