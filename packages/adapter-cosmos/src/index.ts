// `cosmosSiwx` is core's server SIWX client for cosmos: its options, result and codes are core's.
export type {
  CreateServerSiwxReturnType as CosmosSiwxReturnType,
  ServerSiwxErrorCode as CosmosSiwxServerErrorCode,
  ServerSiwxErrorOptions as CosmosSiwxServerErrorOptions,
  ServerSiwxOptions as CosmosSiwxOptions,
} from '@latch/core'
export {
  type CosmosAdapterOptions,
  type CosmosSendTransferParameters,
  cosmosAdapter,
  cosmosCapabilities,
} from './cosmosAdapter.js'
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
  cosmosSiwxErrorMessages,
} from './siwx/cosmosSiwxError.js'
export {
  type CosmosSiwxFields,
  formatCosmosSiwxMessage,
  parseCosmosSiwxMessage,
} from './siwx/cosmosSiwxMessage.js'
export {
  CosmosSiwxServerError,
  cosmosSiwxServerErrorMessages,
} from './siwx/cosmosSiwxServerError.js'
export { cosmosSiwxSessionData } from './siwx/cosmosSiwxSessionData.js'
export {
  type CosmosSiwxMessage,
  type CreateCosmosSiwxMessageErrorType,
  type CreateCosmosSiwxMessageParameters,
  type CreateCosmosSiwxMessageReturnType,
  createCosmosSiwxMessage,
} from './siwx/createCosmosSiwxMessage.js'
export {
  type VerifyCosmosSiwxMessageErrorType,
  type VerifyCosmosSiwxMessageParameters,
  type VerifyCosmosSiwxMessageReturnType,
  verifyCosmosSiwxMessage,
} from './siwx/verifyCosmosSiwxMessage.js'
export {
  type VerifyCosmosSignatureParameters,
  verifyCosmosSignature,
} from './verifyCosmosSignature.js'
