// `@latch/core/constants`: the spec's timings, limits and lists (SPEC.md §2, §5, §9), the
// connector ids, and the default features and orderings a configuration starts from (§6), for
// UIs that render what the machines time and bound: one source for a value both sides use.
export {
  DEFAULT_ONRAMP_PROVIDER,
  DEFAULT_SWAP_PROVIDER,
  defaultFeatureFlags,
  defaultRemoteFeatures,
  remoteFeatureKeys,
  socialProviders,
} from '../config/features.js'
export {
  connectMethods,
  defaultConnectMethodOrder,
  defaultConnectorTypeOrder,
  walletFirstConnectMethodOrder,
} from '../config/orderings.js'
export { defaultWalletFeatureOrder } from '../config/walletFeatures.js'
export {
  AUTH_CONNECTOR_ID,
  AUTH_CONNECTOR_NAME,
  WALLET_CONNECT_CONNECTOR_ID,
} from '../connectors/connectorIds.js'
export * from './chains.js'
export * from './limits.js'
export * from './mobileWallets.js'
export * from './onramp.js'
export * from './swaps.js'
export * from './themeMode.js'
export * from './time.js'
export * from './ui.js'
