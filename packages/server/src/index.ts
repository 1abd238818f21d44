// The public API of @latch/server. Re-exports by name only. The relay (@latch/relay) and the
// database layer (@latch/database) are packages of their own; what of them the server's own
// API names (its options, `LatchServer.relay`, `LatchServer.database`) is re-exported here.

export {
  createPgliteDatabase,
  createPostgresDatabase,
  type Database,
  type DatabaseOption,
  type PgliteDatabaseOptions,
  type PostgresDatabaseOptions,
  type Queryable,
  type QueryResult,
} from '@latch/database'
export {
  type CreateRelayParameters,
  createRateLimiter,
  createRelay,
  defaultRateLimit,
  defaultRelayConfig,
  listenerRelayUrls,
  publicRelayUrl,
  type RateLimit,
  type RateLimiter,
  type Relay,
  type RelayConfig,
  type RelayErrorCode,
  type RelayLimits,
  type RelayLog,
  type RelayOptions,
  relayErrorCodes,
  relayPath,
  unauthorizedCloseCode,
} from '@latch/relay'

export { analyticsEventSchema, refusedAnalyticsEvents } from './analytics/analyticsEvent.js'
export {
  listAnalyticsEvents,
  type StoredAnalyticsEvent,
} from './analytics/analyticsStore.js'
export {
  type ChainClient,
  type ChainClients,
  createChainClient,
  createChainClients,
} from './chains/chainClient.js'
export {
  type ChainSettings,
  devnetStablecoin,
  devnetTestToken,
  type NativeCurrencyInfo,
  resolveChains,
  type TokenInfo,
  type TokenListInput,
} from './chains/chainSettings.js'
export { runServerCli } from './cli.js'
export type { BlockchainConfig, BlockchainOptions } from './config/blockchainConfig.js'
export {
  type FarcasterConfig,
  type FarcasterOptions,
  farcasterDefaults,
  farcasterDevelopmentDefaults,
} from './config/farcasterConfig.js'
export {
  developmentSandboxKey,
  type OnrampConfig,
  type OnrampOptions,
} from './config/onrampConfig.js'
export {
  defaultBodyLimitBytes,
  defaultHost,
  defaultPort,
  resolveServerConfig,
  type ServerConfig,
  ServerConfigError,
  type ServerOptions,
  type WalletRegistryOption,
} from './config/serverConfig.js'
export {
  developmentPaymasterKey,
  type SmartAccountChain,
  type SmartAccountsConfig,
  type SmartAccountsOptions,
} from './config/smartAccountsConfig.js'
export { type DexSettings, devnetDex } from './convert/dexSettings.js'
export type { SwapConfig, SwapOptions } from './convert/swapConfig.js'
export {
  InsufficientLiquidityError,
  SwapsUnsupportedError,
  SwapWouldRevertError,
} from './convert/swapErrors.js'
export type {
  BuiltSwap,
  GasPrices,
  SwapProvider,
  SwapQuote,
  SwapRequest,
  SwapToken,
  SwapTransaction,
} from './convert/swapProvider.js'
export {
  type CreateUniswapV2ProviderParameters,
  createUniswapV2Provider,
} from './convert/uniswapV2Provider.js'
export {
  type CreateZeroExProviderParameters,
  createZeroExProvider,
} from './convert/zeroExProvider.js'
export {
  createServer,
  type LatchServer,
  type RunningServer,
  type StartParameters,
  type StartServerReturnType,
  startServer,
} from './createServer.js'
export { type MigrateReturnType, type Migration, migrate } from './db/migrate.js'
export { migrations } from './db/migrations/index.js'
export {
  type CreateFrameAppParameters,
  createFrameApp,
  type FrameApp,
} from './frame/frameApp.js'
export {
  defaultFramePort,
  defaultIdentityProviderPort,
  developmentWalletKeyLabel,
  type FrameConfig,
  type FrameOptions,
  resolveFrameConfig,
  type SocialProviderSettings,
} from './frame/frameConfig.js'
export { type CreateAppParameters, createApp, servicePaths } from './http/createApp.js'
export { type FaultRule, faultRulesSchema } from './http/faults.js'
export { type ErrorBody, type ErrorCode, RequestError } from './http/requestError.js'
export {
  type ChainIndexer,
  type ChainIndexerParameters,
  ChainMismatchError,
  createChainIndexer,
  type SyncResult,
} from './indexer/chainIndexer.js'
export {
  type CreateIndexerParameters,
  createIndexer,
  type Indexer,
} from './indexer/createIndexer.js'
export { createDevMailbox, type DevMailbox, type MailboxMessage } from './mail/devMailbox.js'
export type { MailMessage, MailTransport } from './mail/mailTransport.js'
export type { NftMetadataFetcher, TokenMetadata } from './nfts/nftMetadataFetcher.js'
export type { OnrampPrices } from './onramp/onrampPrices.js'
export type {
  OnrampOptionsAnswer,
  OnrampOrderAnswer,
  OnrampProvider,
  OnrampQuoteAnswer,
} from './onramp/onrampProvider.js'
export {
  type CreateExchangePriceSourceParameters,
  createExchangePriceSource,
} from './prices/exchangePriceSource.js'
export { createFixedPriceSource } from './prices/fixedPriceSource.js'
export { firstPriceOf, type PriceSource } from './prices/priceSource.js'
export { type FeatureEntry, toFeatureEntries } from './projects/featureEntries.js'
export {
  demoProject,
  type FeaturesInput,
  type Project,
  type ProjectInput,
  parseProject,
  projectInputSchema,
  resolveProjectFeatures,
} from './projects/project.js'
export { findProject, saveProject } from './projects/projectStore.js'
export { siwxNonceTtlMs, siwxSessionMaxAgeMs } from './routes/siwxRoutes.js'
export { walletPageSizes } from './routes/walletRoutes.js'
export {
  revokeSessionMessage,
  type SessionGrant,
  sessionGrantMessage,
} from './sessions/sessionGrant.js'
export {
  type VerifyAccountSignatureParameters,
  verifyAccountSignature,
} from './signatures/verifyAccountSignature.js'
export type { SiwxSessionRecord } from './siwx/siwxStore.js'
export { bundledWallets } from './wallets/bundledWallets.js'
export { generateSyntheticWallets } from './wallets/syntheticWallets.js'
export {
  type BadgeType,
  type WalletEntry,
  type WalletListing,
  walletEntrySchema,
  walletRegistrySchema,
} from './wallets/wallet.js'
export { drawIcon } from './wallets/walletIcon.js'
