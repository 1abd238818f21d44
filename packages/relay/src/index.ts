// The public API of @latch/relay. Re-exports by name only.

export { runRelayCli } from './cli.js'
export { type ClientKeyOptions, forwardedClientAddress, requestClientKey } from './clientAddress.js'
export { clientNetwork, defaultIpv6PrefixLength } from './clientNetwork.js'
export { defaultRateLimit, resolveClientKeyOptions, resolveRateLimit } from './clientSettings.js'
export { type CreateRelayParameters, createRelay, type Relay } from './createRelay.js'
export {
  type CreateRelayServerParameters,
  createRelayServer,
  type RelayServer,
  type RunningRelay,
  type StartRelayServerReturnType,
  startRelayServer,
} from './createRelayServer.js'
export {
  createRateLimiter,
  type RateLimit,
  type RateLimitDecision,
  type RateLimiter,
} from './rateLimiter.js'
export { listenerRelayUrls, publicRelayUrl } from './relayAudiences.js'
export {
  defaultRelayConfig,
  type RelayConfig,
  type RelayLimits,
  type RelayOptions,
  resolveRelayConfig,
} from './relayConfig.js'
export { parseSetting, RelayConfigError } from './relayConfigError.js'
export { type RelayErrorCode, relayErrorCodes, unauthorizedCloseCode } from './relayError.js'
export type { RelayLog } from './relayLog.js'
export { migrateRelay, relayMigrations } from './relayMigrations.js'
export { relayPath } from './relayPath.js'
export {
  defaultRelayHost,
  defaultRelayPort,
  type RelayServerConfig,
  type RelayServerOptions,
  resolveRelayServerConfig,
} from './relayServerConfig.js'
export { relayUpgradeHandler, type UpgradeHandler } from './relayUpgrade.js'
export {
  type CreateSharedRateLimitsParameters,
  createSharedRateLimits,
  type SharedRateLimits,
} from './sharedRateLimits.js'
