export {
  type CosmosAdapterOptions,
  type CosmosBalance,
  type CosmosSendTransferParameters,
  cosmosAdapter,
  cosmosCapabilities,
} from './cosmosAdapter.js'
export {
  type CosmosDenom,
  type CosmosNetwork,
  type CosmosNetworkParameters,
  cosmosNetwork,
} from './cosmosNetwork.js'
export type { CosmosSignature } from './cosmosSignature.js'
export type { CosmosInjectedTarget } from './discovery.js'
export type { Keplr, KeplrChainInfo, KeplrCurrency, KeplrKey, KeplrOfflineSigner } from './keplr.js'
export { keplrChainInfo } from './keplrChainInfo.js'
export { cosmosNetworkOf, cosmosNetworks, osmosis, osmosisTestnet } from './networks.js'
export {
  type VerifyCosmosSignatureParameters,
  verifyCosmosSignature,
} from './verifyCosmosSignature.js'
