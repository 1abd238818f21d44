// `cosmosSiwx` is core's server SIWX client for cosmos: its options, result and codes are core's.
export type {
  CreateServerSiwxReturnType as CosmosSiwxReturnType,
  ServerSiwxErrorCode as CosmosSiwxServerErrorCode,
  ServerSiwxErrorOptions as CosmosSiwxServerErrorOptions,
  ServerSiwxOptions as CosmosSiwxOptions,
} from '@latch/core'
export type { VerifyCosmosSignatureParameters } from './checkAdr036Signature.js'
export { cosmosAdapter } from './cosmosAdapter.js'
export {
  type CosmosAdapterOptions,
  type CosmosSendTransferParameters,
  cosmosCapabilities,
} from './cosmosAdapterOptions.js'
export type { CosmosBalance } from './cosmosChain.js'
export {
  type CosmosDenom,
  type CosmosNetwork,
  type CosmosNetworkParameters,
  cosmosNetwork,
} from './cosmosNetwork.js'
export type { CosmosSignature } from './cosmosSignature.js'
export type { CosmosInjectedTarget } from './discovery.js'
export {
  type GetCosmosBalancesParameters,
  type GetCosmosBalancesReturnType,
  getCosmosBalances,
} from './getCosmosBalances.js'
export type { Keplr, KeplrChainInfo, KeplrCurrency, KeplrKey, KeplrOfflineSigner } from './keplr.js'
export { keplrChainInfo } from './keplrChainInfo.js'
export { cosmosNetworkOf, cosmosNetworks, osmosis, osmosisTestnet } from './networks.js'
export { cosmosSiwx } from './siwx/cosmosSiwx.js'
export {
  CosmosSiwxError,
  type CosmosSiwxErrorCode,
  type CosmosSiwxFields,
  type CosmosSiwxMessage,
  CosmosSiwxServerError,
  type CreateCosmosSiwxMessageErrorType,
  type CreateCosmosSiwxMessageParameters,
  type CreateCosmosSiwxMessageReturnType,
  cosmosSiwxErrorMessages,
  cosmosSiwxServerErrorMessages,
  cosmosSiwxSessionData,
  createCosmosSiwxMessage,
  formatCosmosSiwxMessage,
  parseCosmosSiwxMessage,
  type VerifyCosmosSiwxMessageErrorType,
  type VerifyCosmosSiwxMessageParameters,
  type VerifyCosmosSiwxMessageReturnType,
  verifyCosmosSiwxMessage,
} from './siwx/cosmosSiwxProfile.js'
export { verifyCosmosSignature } from './verifyCosmosSignature.js'
