import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { type Database, openDatabase } from '@latch/database'
import { createRelay, type Relay } from './createRelay.js'
import { listenerRelayUrls, publicRelayUrl } from './relayAudiences.js'
import type { RelayLog } from './relayLog.js'
import { migrateRelay } from './relayMigrations.js'
import { relayPath } from './relayPath.js'
import {
  type RelayServerConfig,
  type RelayServerOptions,
  resolveRelayServerConfig,
} from './relayServerConfig.js'
import { relayUpgradeHandler } from './relayUpgrade.js'
import { createSharedRateLimits, type SharedRateLimits } from './sharedRateLimits.js'

export type CreateRelayServerParameters = RelayServerOptions & {
  /** Where the relay logs; `console` with `[latch-relay]` by default. */
  log?: RelayLog
  /** Milliseconds since the epoch; tests pass a clock of their own. */
  now?: () => number
}

export type RunningRelay = {
  /** `ws://127.0.0.1:8791/relay`: a sign-client's `relayUrl`. */
  url: string
  port: number
  /** Stops listening; the relay's connections on this listener are cut. */
  close(): Promise<void>
}

export type RelayServer = {
  relay: Relay
  database: Database
  config: RelayServerConfig
  /** Listens on `port` and `host` (the configured ones by default; port 0 picks a free one). */
  start(parameters?: { port?: number; host?: string }): Promise<RunningRelay>
  /** Stops every listener and the relay, and closes the database when it opened it. */
  close(): Promise<void>
}

/** `GET /health` (the database answers) for load balancers; anything else is 404. */
function answer(database: Database) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    if (request.method !== 'GET' || path !== '/health') {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'not found' }))
      return
    }
    database.query('SELECT 1').then(
      () => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ status: 'ok' }))
      },
      () => {
        response.writeHead(503, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ status: 'database unreachable' }))
      },
    )
  }
}

function urlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host
  return `ws://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}${relayPath}`
}

/**
 * The relay on an HTTP server of its own, as `latch-relay` runs it: opens the database
 * (`DATABASE_URL`, `LATCH_DATA_DIR`, else PGlite in memory) and migrates the relay's tables.
 * Nothing listens until `start()`, which opens the relay.
 *
 * @example
 * const server = await createRelayServer({ env: {}, projectIds: ['shop'] })
 * const { url } = await server.start({ port: 0 }) // ws://127.0.0.1:<port>/relay
 */
export async function createRelayServer(
  parameters: CreateRelayServerParameters = {},
): Promise<RelayServer> {
  const { log, now, ...options } = parameters
  const config = resolveRelayServerConfig(options)
  const { database, owned } = await openDatabase(config.database, { logPrefix: '[latch-relay]' })
  const projectIds = config.projectIds === 'any' ? undefined : new Set(config.projectIds)
  const publicAudiences = config.publicUrl ? [publicRelayUrl(config.publicUrl)] : undefined
  const listenerAudiences = new Map<RunningRelay, string[]>()
  let relay: Relay
  let rateLimits: SharedRateLimits | undefined
  try {
    await migrateRelay(database)
    // Counted in the database: every latch-relay process on it shares each client's budget.
    rateLimits = config.rateLimit
      ? createSharedRateLimits({ database, ...(log ? { log } : {}), ...(now ? { now } : {}) })
      : undefined
    relay = createRelay({
      database,
      config: config.relay,
      acceptsProject: (projectId) => projectIds?.has(projectId) ?? true,
      audiences: () => publicAudiences ?? [...listenerAudiences.values()].flat(),
      clients: config,
      rateLimiter: config.rateLimit ? rateLimits?.limiter('requests', config.rateLimit) : undefined,
      ...(log ? { log } : {}),
      ...(now ? { now } : {}),
    })
  } catch (error) {
    await rateLimits?.close()
    if (owned) await database.close()
    throw error
  }
  const listeners = new Set<RunningRelay>()

  return {
    relay,
    database,
    config,
    async start({ port = config.port, host = config.host } = {}) {
      // Listening for the messages of other processes before the first connection arrives.
      await relay.open()
      const server = createServer(answer(database))
      // Upgraded sockets leave the HTTP server's bookkeeping: kept here, so a close cuts them.
      const upgraded = new Set<Duplex>()
      const upgrade = relayUpgradeHandler(relay)
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        upgraded.add(socket)
        socket.once('close', () => upgraded.delete(socket))
        upgrade(request, socket, head)
      })
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => resolve())
      })
      const listening = (server.address() as AddressInfo).port
      const running: RunningRelay = {
        url: urlOf(host, listening),
        port: listening,
        async close() {
          listeners.delete(running)
          listenerAudiences.delete(running)
          const closed = new Promise<void>((resolve) => server.close(() => resolve()))
          server.closeAllConnections()
          for (const socket of upgraded) socket.destroy()
          await closed
        },
      }
      listeners.add(running)
      listenerAudiences.set(running, listenerRelayUrls(host, listening))
      return running
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()))
      await relay.close()
      await rateLimits?.close()
      if (owned) await database.close()
    },
  }
}

export type StartRelayServerReturnType = RunningRelay & { server: RelayServer }

/**
 * `createRelayServer` and `start` in one call, for scripts and tests; `close()` stops both.
 *
 * @example
 * const { url, close } = await startRelayServer({ env: {}, port: 0 })
 */
export async function startRelayServer(
  parameters: CreateRelayServerParameters = {},
): Promise<StartRelayServerReturnType> {
  const server = await createRelayServer(parameters)
  try {
    const running = await server.start()
    return { ...running, server, close: () => server.close() }
  } catch (error) {
    await server.close()
    throw error
  }
}
