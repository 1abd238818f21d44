import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import type { Database } from '@latch/database'
import { createTestDatabase } from '../../../database/src/testing/testDatabase.js'
import type { ClientKeyOptions } from '../clientAddress.js'
import { createRelay, type Relay } from '../createRelay.js'
import type { RateLimiter } from '../rateLimiter.js'
import { defaultRelayConfig, type RelayConfig } from '../relayConfig.js'
import type { RelayLog } from '../relayLog.js'
import { migrateRelay } from '../relayMigrations.js'

/** A database for relay tests: the relay's tables migrated. */
export async function prepareRelayDatabase(database: Database): Promise<Database> {
  await migrateRelay(database)
  return database
}

export type TestRelay = {
  /** `ws://127.0.0.1:<port>/relay` */
  url: string
  relay: Relay
  /** Every line the relay logged. */
  logs: string[]
  /**
   * Closes the HTTP listener and drops every socket it upgraded (the clients see 1006, as when
   * a process dies or the network cuts); the relay and its database stay as they are.
   */
  stopListener(): Promise<void>
  /** Listens again on the same port (so `url` holds), after `stopListener`. */
  startListener(): Promise<void>
  close(): Promise<void>
}

/**
 * A relay alone on a loopback HTTP server (no other route), with a clock and limits of the
 * test's choosing, for the project `demo` (or `projectIds`); its log is kept in `logs`.
 */
export async function startTestRelay({
  database,
  now,
  config,
  clients = { trustProxy: 0, ipv6PrefixLength: 64 },
  rateLimiter,
  projectIds = ['demo'],
}: {
  database: Database
  now?: () => number
  config?: Partial<RelayConfig>
  /** `trustProxy: 1` lets a test speak for clients of any address through `X-Forwarded-For`. */
  clients?: ClientKeyOptions
  rateLimiter?: RateLimiter
  projectIds?: readonly string[]
}): Promise<TestRelay> {
  const logs: string[] = []
  const log: RelayLog = {
    warn: (message) => logs.push(message),
    error: (message) => logs.push(message),
  }
  let url: string | undefined
  const relay = createRelay({
    database,
    config: { ...defaultRelayConfig, ...config },
    acceptsProject: (projectId) => projectIds.includes(projectId),
    // Its own URL, once it listens.
    audiences: () => (url ? [url] : []),
    clients,
    rateLimiter,
    log,
    ...(now ? { now } : {}),
  })
  await relay.open()
  // Upgraded sockets leave the HTTP server's bookkeeping: kept here, so a stop can cut them.
  const upgraded = new Set<Duplex>()
  function listen(port: number): Promise<Server> {
    const server = createServer((_request, response) => response.writeHead(404).end())
    server.on('upgrade', (request, socket, head) => {
      upgraded.add(socket)
      socket.once('close', () => upgraded.delete(socket))
      relay.handleUpgrade(request, socket, head)
    })
    return new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve(server))
    })
  }
  let server: Server | undefined = await listen(0)
  const { port } = server.address() as AddressInfo
  url = `ws://127.0.0.1:${port}/relay`
  async function stopListener(): Promise<void> {
    const stopping = server
    server = undefined
    if (!stopping) return
    const closed = new Promise((resolve) => stopping.close(resolve))
    stopping.closeAllConnections()
    for (const socket of upgraded) socket.destroy()
    await closed
  }
  return {
    url,
    relay,
    logs,
    stopListener,
    async startListener() {
      server ??= await listen(port)
    },
    async close() {
      await relay.close()
      await stopListener()
    },
  }
}

/** A fresh schema on the worker's PGlite, ready for a relay: see `prepareRelayDatabase`. */
export async function createRelayTestDatabase(): Promise<Database> {
  return prepareRelayDatabase(await createTestDatabase())
}
