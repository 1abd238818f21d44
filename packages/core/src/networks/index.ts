// `@latch/core/networks`: the network catalogue (as viem has `viem/chains`), so that the main
// entry stays small; `defineNetwork` and the `CaipNetwork` type are in `@latch/core`.
export { getNetwork, getNetworksOfNamespace, networkCatalogue } from './catalogue.js'
export * from './evmNetworks.js'
export * from './otherNetworks.js'
