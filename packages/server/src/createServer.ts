import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { serve } from '@hono/node-server'
import { createPeriodicJobs, type Database, openDatabase } from '@latch/database'
import {
  createRelay,
  createSharedRateLimits,
  listenerRelayUrls,
  migrateRelay,
  publicRelayUrl,
  type Relay,
  relayPath,
  relayUpgradeHandler,
  type UpgradeHandler,
} from '@latch/relay'
import type { Hono } from 'hono'
import { devAnalyticsRoutes } from './analytics/devAnalyticsRoutes.js'
import { type ChainClients, createChainClients } from './chains/chainClient.js'
import { createCosmosClients } from './chains/cosmosClient.js'
import { createPolkadotClients } from './chains/polkadotClient.js'
import {
  resolveServerConfig,
  type ServerConfig,
  type ServerOptions,
} from './config/serverConfig.js'
import { expiredRowsIntervalMs, expiredRowsJob } from './db/expiredRows.js'
import { migrate } from './db/migrate.js'
import { createFrameApp } from './frame/frameApp.js'
import { createApp } from './http/createApp.js'
import type { ServiceEnv } from './http/serviceEnv.js'
import { seedImages } from './images/imageStore.js'
import { defaultServiceImages, tokenImages } from './images/serviceImages.js'
import { createIndexer, type Indexer } from './indexer/createIndexer.js'
import { createLeadership, type Leadership } from './indexer/leadership.js'
import type { DevMailbox } from './mail/devMailbox.js'
import type { LocalIdentityProvider } from './oidc/localIdentityProvider.js'
import { withoutRuntimeNotice } from './oidc/withoutRuntimeNotice.js'
import { projectIdSchema } from './projects/project.js'
import { createProjectLookup, saveProject } from './projects/projectStore.js'
import { sponsorshipLimit } from './smartAccounts/paymasterRoutes.js'
import { socialCallbackPath } from './social/socialLogin.js'
import { seedWalletRegistry } from './wallets/walletStore.js'

export type StartParameters = {
  port?: number
  host?: string
  /**
   * The secure frame's port: `config.frame.port` by default, or a free one when `port` is 0;
   * 0 picks a free one.
   */
  framePort?: number
}

export type RunningServer = {
  /** `http://127.0.0.1:8787`: where the server answers. */
  url: string
  port: number
  /** `http://127.0.0.1:8788`: the secure frame's origin (its page is `${frameUrl}/frame`). */
  frameUrl: string
  framePort: number
  /** The local OpenID provider every social login uses by default; none when turned off. */
  identityProviderUrl: string | undefined
  /**
   * `ws://127.0.0.1:8787/relay`: the WalletConnect relay on this listener (a sign-client's
   * `relayUrl`); `undefined` when the relay is turned off.
   */
  relayUrl: string | undefined
  /** Stops listening (open connections, relay connections too, are closed). */
  close(): Promise<void>
}

export type LatchServer = {
  app: Hono<ServiceEnv>
  /** The secure frame's origin: its page, its API, the development mailbox. */
  frameApp: Hono
  /** The development mailbox, when codes go there (no SMTP configured). */
  mailbox: DevMailbox | undefined
  config: ServerConfig
  database: Database
  /** The chains' RPC clients (by CAIP-2 id). */
  chainClients: ChainClients
  /**
   * The chain indexer: polling since `createServer` when chains are configured and
   * `indexerPollMs` is not `false`; tests drive it with `syncOnce()` / `syncToLatest()`.
   */
  indexer: Indexer
  /**
   * Which process polls the indexer, among those on one database (README "Several processes"):
   * `leading` in the one that does; `undefined` when the indexer does not poll.
   */
  indexerLeadership: Leadership | undefined
  /** The WalletConnect relay (@latch/relay, README "WalletConnect relay"); `undefined` when turned off. */
  relay: Relay | undefined
  /** Listens on `port` and `host` (the configured ones by default; port 0 picks a free one). */
  start(parameters?: StartParameters): Promise<RunningServer>
  /**
   * Stops the indexer and every listener, closes the Polkadot node connections, and the
   * database when the server opened it.
   */
  close(): Promise<void>
}

type Listener = { port: number; close(): Promise<void> }

async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  host: string,
  onUpgrade?: UpgradeHandler,
): Promise<Listener> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve({ fetch, port, hostname: host }, () => resolve(listening))
    listening.once('error', reject)
  })
  // Upgraded sockets leave the HTTP server's bookkeeping: closing the listener ends them here.
  const upgraded = new Set<Duplex>()
  if (onUpgrade) {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      upgraded.add(socket)
      socket.once('close', () => upgraded.delete(socket))
      onUpgrade(request, socket, head)
    })
  }
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        if ('closeAllConnections' in server) server.closeAllConnections()
        for (const socket of upgraded) socket.destroy()
      }),
  }
}

function urlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`
}

/**
 * Opens the database, migrates it, writes the configured projects (and the demo project),
 * the wallet registry and the images, builds the HTTP app and starts the chain indexer
 * (when chains are configured). Nothing listens until `start()`.
 *
 * @example
 * const server = await createServer({ env: {}, walletRegistry: { synthetic: 10_000 } })
 * const { url, close } = await server.start({ port: 0 })
 */
export async function createServer(options: ServerOptions = {}): Promise<LatchServer> {
  const config = resolveServerConfig(options)
  const { database, owned } = await openDatabase(config.database, { logPrefix: '[latch-server]' })
  try {
    await migrate(database)
    // The relay's tables have their own history (`relay_migrations`): a database this server
    // migrated before the relay was a package of its own has them from migrations 006 and 007,
    // which the relay's first migration leaves as they are.
    await migrateRelay(database)
    for (const project of config.projects) await saveProject(database, project)
    await seedWalletRegistry(database, config.wallets)
    const served = [
      ...config.chains,
      ...config.solanaClusters,
      ...config.bitcoinChains,
      ...config.polkadotChains,
      ...config.cosmosChains,
    ]
    await seedImages(database, [...defaultServiceImages(), ...tokenImages(served)])
  } catch (error) {
    if (owned) await database.close()
    throw error
  }
  const chainClients = createChainClients(config.chains)
  const polkadotClients = createPolkadotClients(config.polkadotChains)
  const cosmosClients = createCosmosClients(config.cosmosChains)
  // Counted in the database, so that every process on it shares each client's budget
  // (sharedRateLimits.ts of @latch/relay says by how much they may overshoot). One limiter for
  // the HTTP service and the relay: a connection counts as a request.
  const rateLimits = createSharedRateLimits({ database })
  const rateLimiter = config.rateLimit
    ? rateLimits.limiter('requests', config.rateLimit)
    : undefined
  // Expired rows (sessions, codes, pending logins, counters) are deleted by one process a minute.
  const jobs = createPeriodicJobs({
    database,
    logError: (message) => console.error(`[latch-server] ${message}`),
  })
  jobs.every(expiredRowsIntervalMs, expiredRowsJob(config.frame.rateLimits))
  const app = createApp({
    database,
    config,
    chainClients,
    polkadotClients,
    cosmosClients,
    rateLimiter,
    sponsorshipLimiter: rateLimits.limiter('sponsorships', sponsorshipLimit),
  })
  // What the modal sent, for developers and the browser journeys; never in production.
  if (config.development) app.route('/', devAnalyticsRoutes(database))
  let identityProvider: LocalIdentityProvider | undefined
  // Where browsers reach the frame: its public URL, else each of its listeners.
  const frameOrigins = new Set<string>(config.frame.publicUrl ? [config.frame.publicUrl] : [])
  const frame = createFrameApp({
    database,
    config,
    chainClients,
    frameOrigins: () => [...frameOrigins],
    serviceUrl: () => [...listeners][0]?.url,
    localIssuer: () => identityProvider?.issuer,
  })
  const indexer = createIndexer({
    database,
    chains: config.chains,
    clients: chainClients,
    startBlock: config.indexer.startBlock,
    batchSize: config.indexer.batchSize,
  })
  // One process at a time indexes, the one holding the lock; the others serve reads and take
  // over within `leaderRetryMs` when it stops.
  const { pollIntervalMs } = config.indexer
  const indexerLeadership =
    pollIntervalMs === false || indexer.chains.length === 0
      ? undefined
      : createLeadership({
          database,
          name: 'latch_indexer',
          retryMs: config.indexer.leaderRetryMs,
          lead: () => indexer.start(pollIntervalMs),
          follow: () => indexer.stop(),
          log: (message) => console.info(`[latch-server] chain indexer: ${message}`),
        })
  await indexerLeadership?.start()
  // The relay's JWT audiences: its public URL's, else each running listener's own addresses.
  const publicAudiences = config.publicUrl ? [publicRelayUrl(config.publicUrl)] : undefined
  const listenerAudiences = new Map<RunningServer, string[]>()
  const findProject = createProjectLookup(database, { ttlMs: config.projectCacheTtlMs })
  const relay = config.relay
    ? createRelay({
        database,
        config: config.relay,
        // A project of this server: an id of another shape is never looked up.
        acceptsProject: async (projectId) =>
          projectIdSchema.safeParse(projectId).success &&
          (await findProject(projectId)) !== undefined,
        audiences: () => publicAudiences ?? [...listenerAudiences.values()].flat(),
        clients: config,
        rateLimiter,
      })
    : undefined
  const listeners = new Set<RunningServer>()

  return {
    app,
    frameApp: frame.app,
    mailbox: frame.mailbox,
    config,
    database,
    chainClients,
    indexer,
    indexerLeadership,
    relay,
    async start(parameters = {}) {
      const { port = config.port, host = config.host } = parameters
      // A caller that asks for any free port (tests) wants no fixed port for the frame either.
      const framePort = parameters.framePort ?? (port === 0 ? 0 : config.frame.port)
      await relay?.open()
      const service = await listen(app.fetch, port, host, relayUpgradeHandler(relay))
      let frameListener: Listener
      try {
        frameListener = await listen(frame.app.fetch, framePort, host)
      } catch (error) {
        await service.close()
        throw error
      }
      const frameUrl = config.frame.publicUrl ?? urlOf(host, frameListener.port)
      frameOrigins.add(frameUrl)
      if (!identityProvider && config.frame.identityProvider) {
        try {
          // Loaded only when it runs: the provider brings a web framework of its own.
          const { startLocalIdentityProvider } = await withoutRuntimeNotice(
            () => import('./oidc/localIdentityProvider.js'),
          )
          identityProvider = await startLocalIdentityProvider({
            port: port === 0 ? 0 : config.frame.identityProvider.port,
            host,
            clients: Object.values(config.frame.socialProviders).filter(
              (settings) => settings.issuer === undefined,
            ),
            redirectUris: [
              ...new Set(
                [frameUrl, urlOf(host, frameListener.port)].map(
                  (origin) => `${origin}${socialCallbackPath}`,
                ),
              ),
            ],
          })
        } catch (error) {
          await Promise.all([service.close(), frameListener.close()])
          throw error
        }
      }
      const serviceUrl = urlOf(host, service.port)
      const running: RunningServer = {
        url: serviceUrl,
        port: service.port,
        frameUrl,
        framePort: frameListener.port,
        identityProviderUrl: identityProvider?.issuer,
        relayUrl: relay ? `${serviceUrl.replace(/^http/, 'ws')}${relayPath}` : undefined,
        async close() {
          listeners.delete(running)
          listenerAudiences.delete(running)
          await Promise.all([service.close(), frameListener.close()])
        },
      }
      listeners.add(running)
      listenerAudiences.set(running, listenerRelayUrls(host, service.port))
      return running
    },
    async close() {
      await indexerLeadership?.stop()
      await indexer.stop()
      await Promise.all([...listeners].map((listener) => listener.close()))
      await relay?.close()
      await jobs.close()
      await rateLimits.close()
      await identityProvider?.close()
      identityProvider = undefined
      await polkadotClients.close()
      await cosmosClients.close()
      if (owned) await database.close()
    },
  }
}

export type StartServerReturnType = RunningServer & { server: LatchServer }

/**
 * `createServer` and `start` in one call, for scripts and tests; `close()` stops both.
 *
 * @example
 * const { url, close } = await startServer({ env: {}, port: 0 })
 */
export async function startServer(options: ServerOptions = {}): Promise<StartServerReturnType> {
  const server = await createServer(options)
  try {
    const running = await server.start()
    return { ...running, server, close: () => server.close() }
  } catch (error) {
    await server.close()
    throw error
  }
}
