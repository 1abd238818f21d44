import { createRateLimiter, type RateLimiter } from '@latch/relay'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createTokenCatalogue } from '../blockchain/tokenCatalogue.js'
import { type ChainClients, createChainClients } from '../chains/chainClient.js'
import { type CosmosClients, createCosmosClients } from '../chains/cosmosClient.js'
import { createPolkadotClients, type PolkadotClients } from '../chains/polkadotClient.js'
import type { ServerConfig } from '../config/serverConfig.js'
import { convertRoutes } from '../convert/convertRoutes.js'
import { createSwapProvider } from '../convert/createSwapProvider.js'
import type { Database } from '../db/database.js'
import { devnetCollectibleChainIds } from '../nfts/devnetCollectibles.js'
import { devnetCollectiblesRoutes } from '../nfts/devnetCollectiblesRoutes.js'
import { createNftChainReads } from '../nfts/nftChainReads.js'
import { collectionLabel } from '../nfts/nftHistoryTransfers.js'
import type { NftMetadataFetcher } from '../nfts/nftMetadataFetcher.js'
import { createOnramp } from '../onramp/createOnramp.js'
import type { OnrampPrices } from '../onramp/onrampPrices.js'
import { createServerPriceSource } from '../prices/serverPriceSource.js'
import { createProjectLookup } from '../projects/projectStore.js'
import { accountRoutes } from '../routes/accountRoutes.js'
import { analyticsRoutes } from '../routes/analyticsRoutes.js'
import { configRoutes } from '../routes/configRoutes.js'
import { healthRoutes } from '../routes/healthRoutes.js'
import { imageRoutes } from '../routes/imageRoutes.js'
import { nameRoutes } from '../routes/nameRoutes.js'
import { nftRoutes } from '../routes/nftRoutes.js'
import { onrampRoutes } from '../routes/onrampRoutes.js'
import { sessionRoutes } from '../routes/sessionRoutes.js'
import { siwxRoutes } from '../routes/siwxRoutes.js'
import { walletRoutes } from '../routes/walletRoutes.js'
import { bundlerRoutes } from '../smartAccounts/bundlerRoutes.js'
import { createPaymaster } from '../smartAccounts/paymaster.js'
import { paymasterRoutes } from '../smartAccounts/paymasterRoutes.js'
import { faultInjection } from './faults.js'
import { projectGate } from './projectGate.js'
import { RequestError } from './requestError.js'
import type { ServiceEnv } from './serviceEnv.js'

/** The paths that belong to a project: each goes through the project gate first. */
export const servicePaths = [
  '/appkit/v1/config',
  '/projects/v1/origins',
  '/getWallets',
  '/getWalletImage/*',
  '/public/*',
  '/getAnalyticsConfig',
  '/e',
  '/v1/*',
] as const

export type CreateAppParameters = {
  database: Database
  config: Pick<
    ServerConfig,
    | 'allowedOrigins'
    | 'rateLimit'
    | 'trustProxy'
    | 'ipv6PrefixLength'
    | 'publicUrl'
    | 'bodyLimitBytes'
    | 'projectCacheTtlMs'
    | 'chains'
    | 'solanaClusters'
    | 'bitcoinChains'
    | 'polkadotChains'
    | 'polkadotHistoryBlocks'
    | 'cosmosChains'
    | 'prices'
    | 'priceSource'
    | 'swap'
    | 'names'
    | 'faults'
    | 'onramp'
    | 'smartAccounts'
    | 'paymasterKey'
  >
  /**
   * Counts requests per client and project (`config.rateLimit`); made here when not given.
   * `createServer` shares one with the relay, so that its connections count with the requests.
   */
  rateLimiter?: RateLimiter | undefined
  /**
   * Counts the paymaster's signed sponsorships per project; made here (this process alone)
   * when not given. `createServer` passes one that every process on the database counts in.
   */
  sponsorshipLimiter?: RateLimiter | undefined
  /** The chains' RPC clients; made from `config.chains` when not given. */
  chainClients?: ChainClients
  /**
   * The Polkadot chains' node clients; made from `config.polkadotChains` when not given. Their
   * connections stay open until `close()` (`createServer` closes them as it closes).
   */
  polkadotClients?: PolkadotClients
  /** The Cosmos chains' node clients; made from `config.cosmosChains` when not given. */
  cosmosClients?: CosmosClients
  /** Where unexpected errors are reported; `console.error` by default. */
  logError?: (error: unknown) => void
  /** The prices onramp quotes use; the server's price source by default. */
  onrampPrices?: OnrampPrices | undefined
  /** Reads NFT metadata; over HTTP with a timeout and a cache by default. */
  nftMetadata?: NftMetadataFetcher | undefined
}

/**
 * The HTTP application (a Hono app, runnable on any fetch-style runtime): the config
 * service, analytics and the blockchain service of SPEC.md §7, with JSON errors everywhere.
 */
export function createApp({
  database,
  config,
  chainClients = createChainClients(config.chains),
  polkadotClients = createPolkadotClients(config.polkadotChains),
  cosmosClients = createCosmosClients(config.cosmosChains),
  rateLimiter = config.rateLimit ? createRateLimiter(config.rateLimit) : undefined,
  sponsorshipLimiter,
  logError = (error) => console.error('[latch-server]', error),
  onrampPrices,
  nftMetadata,
}: CreateAppParameters): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>()

  app.onError((error, c) => {
    if (error instanceof RequestError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json(error.body, error.status)
    }
    logError(error)
    return c.json(
      { error: { code: 'internal_error', message: 'The server failed to answer' } },
      500,
    )
  })
  app.notFound((c) =>
    c.json(
      { error: { code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` } },
      404,
    ),
  )

  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
  })
  app.use(
    '*',
    bodyLimit({
      maxSize: config.bodyLimitBytes,
      onError: () => {
        throw new RequestError(
          413,
          'payload_too_large',
          `The request body is larger than ${config.bodyLimitBytes} bytes`,
        )
      },
    }),
  )

  app.get('/health', async (c) => {
    await database.query('SELECT 1')
    return c.json({ status: 'ok' })
  })
  // For load balancers and orchestrators: outside the project gate, so no project id and no
  // rate limit.
  app.route('/', healthRoutes({ database }))

  const gate = projectGate({
    findProject: createProjectLookup(database, { ttlMs: config.projectCacheTtlMs }),
    serverAllowedOrigins: config.allowedOrigins,
    rateLimiter,
    clients: config,
  })
  for (const path of servicePaths) app.use(path, gate)
  // After the gate: injected answers carry the project's CORS headers.
  if (config.faults.length > 0) app.use('*', faultInjection(config.faults))

  app.route('/', configRoutes(config.allowedOrigins))
  app.route('/', walletRoutes(database, config.publicUrl))
  app.route('/', imageRoutes(database))
  app.route('/', analyticsRoutes(database))
  const catalogue = createTokenCatalogue([
    ...config.chains,
    ...config.solanaClusters,
    ...config.bitcoinChains,
    ...config.polkadotChains,
    ...config.cosmosChains,
  ])
  // A source given from code, else the configured table, then the local exchange's pairs.
  const prices =
    config.priceSource ??
    createServerPriceSource({
      table: config.prices,
      catalogue,
      chains: config.chains,
      dexes: config.swap.dexes,
      clients: chainClients,
    })
  // One cache of collections for the history's NFT labels and the NFT listing.
  const nftReads = createNftChainReads(chainClients)
  app.route(
    '/',
    accountRoutes({
      db: database,
      catalogue,
      prices,
      clients: chainClients,
      solanaClusters: config.solanaClusters,
      bitcoinChains: config.bitcoinChains,
      polkadotChains: config.polkadotChains,
      polkadotClients,
      polkadotHistoryBlocks: config.polkadotHistoryBlocks,
      cosmosChains: config.cosmosChains,
      cosmosClients,
      publicUrl: config.publicUrl,
      nftLabel: collectionLabel(nftReads),
    }),
  )
  const swapProvider = createSwapProvider(config.swap, config.chains, chainClients)
  app.route('/', convertRoutes({ provider: swapProvider, catalogue, publicUrl: config.publicUrl }))
  app.route(
    '/',
    nameRoutes({
      db: database,
      chains: config.chains,
      clients: chainClients,
      zone: config.names.zone,
      signatureMaxAgeSeconds: config.names.signatureMaxAgeSeconds,
    }),
  )
  app.route(
    '/',
    sessionRoutes({
      db: database,
      clients: chainClients,
      signatureMaxAgeSeconds: config.names.signatureMaxAgeSeconds,
    }),
  )
  app.route(
    '/',
    siwxRoutes({
      db: database,
      clients: chainClients,
      // Sign-ins on the configured clusters too (the local one of the demo), not only the public.
      solanaClusters: config.solanaClusters.map((cluster) => cluster.caipNetworkId),
      // Regtest among them: the demo's local Bitcoin chain signs in only when configured.
      bitcoinChains: config.bitcoinChains.map((chain) => chain.caipNetworkId),
      // A local Polkadot chain signs in only when configured, as regtest.
      polkadotChains: config.polkadotChains.map((chain) => chain.caipNetworkId),
      cosmosChains: config.cosmosChains.map((chain) => chain.caipNetworkId),
    }),
  )
  const onramp = createOnramp({
    db: database,
    config: config.onramp,
    chains: config.chains,
    clients: chainClients,
    prices: onrampPrices ?? prices,
    publicUrl: config.publicUrl,
  })
  app.route('/', onrampRoutes({ provider: onramp.provider, publicUrl: config.publicUrl }))
  if (onramp.pages) app.route('/', onramp.pages)
  app.route(
    '/',
    nftRoutes({
      db: database,
      chains: config.chains,
      clients: chainClients,
      reads: nftReads,
      ...(nftMetadata ? { metadata: nftMetadata } : {}),
    }),
  )
  // The testkit's collection is described where its local chains are configured.
  const collectibleChains = config.chains
    .map((chain) => chain.id)
    .filter((id) => devnetCollectibleChainIds.includes(id))
  if (collectibleChains.length > 0) {
    app.route(
      '/',
      devnetCollectiblesRoutes({ chainIds: collectibleChains, publicUrl: config.publicUrl }),
    )
  }
  if (Object.keys(config.smartAccounts).length > 0) {
    app.route('/', bundlerRoutes({ chains: config.smartAccounts }))
    app.route(
      '/',
      paymasterRoutes({
        chains: config.smartAccounts,
        paymaster: createPaymaster({
          key: config.paymasterKey,
          chains: config.smartAccounts,
          clients: chainClients,
        }),
        sponsorships: sponsorshipLimiter,
      }),
    )
  }
  return app
}
