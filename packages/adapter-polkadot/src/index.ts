export type { PolkadotInjectedTarget } from './discovery.js'
export type {
  InjectedAccount,
  InjectedExtension,
  InjectedKeyType,
  InjectedWeb3Entry,
} from './injectedWeb3.js'
export { kusama, polkadotNetworks, ss58PrefixOf, westend } from './networks.js'
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
