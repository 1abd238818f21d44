import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { type ChainClients, createChainClients } from './chains/chainClient.js'
import {
  resolveServerConfig,
  type ServerConfig,
  type ServerOptions,
} from './config/serverConfig.js'
import type { Database } from './db/database.js'
import { migrate } from './db/migrate.js'
import { openDatabase } from './db/openDatabase.js'
import { createApp } from './http/createApp.js'
import type { ServiceEnv } from './http/serviceEnv.js'
import { seedImages } from './images/imageStore.js'
import { defaultServiceImages, tokenImages } from './images/serviceImages.js'
import { createIndexer, type Indexer } from './indexer/createIndexer.js'
import { saveProject } from './projects/projectStore.js'
import { seedWalletRegistry } from './wallets/walletStore.js'

export type StartParameters = { port?: number; host?: string }

export type RunningServer = {
  /** `http://127.0.0.1:8787`: where the server answers. */
  url: string
  port: number
  /** Stops listening (open connections are closed). */
  close(): Promise<void>
}

export type LatchServer = {
  app: Hono<ServiceEnv>
  config: ServerConfig
  database: Database
  /** The chains' RPC clients (by CAIP-2 id). */
  chainClients: ChainClients
  /**
   * The chain indexer: polling since `createServer` when chains are configured and
   * `indexerPollMs` is not `false`; tests drive it with `syncOnce()` / `syncToLatest()`.
   */
  indexer: Indexer
  /** Listens on `port` and `host` (the configured ones by default; port 0 picks a free one). */
  start(parameters?: StartParameters): Promise<RunningServer>
  /** Stops the indexer and every listener; closes the database when the server opened it. */
  close(): Promise<void>
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
  const { database, owned } = await openDatabase(config.database)
  try {
    await migrate(database)
    for (const project of config.projects) await saveProject(database, project)
    await seedWalletRegistry(database, config.wallets)
    await seedImages(database, [...defaultServiceImages(), ...tokenImages(config.chains)])
  } catch (error) {
    if (owned) await database.close()
    throw error
  }
  const chainClients = createChainClients(config.chains)
  const app = createApp({ database, config, chainClients })
  const indexer = createIndexer({
    database,
    chains: config.chains,
    clients: chainClients,
    startBlock: config.indexer.startBlock,
    batchSize: config.indexer.batchSize,
  })
  if (config.indexer.pollIntervalMs !== false) indexer.start(config.indexer.pollIntervalMs)
  const listeners = new Set<RunningServer>()

  return {
    app,
    config,
    database,
    chainClients,
    indexer,
    async start({ port = config.port, host = config.host } = {}) {
      const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
        const listening = serve({ fetch: app.fetch, port, hostname: host }, () =>
          resolve(listening),
        )
        listening.once('error', reject)
      })
      const address = server.address() as AddressInfo
      const running: RunningServer = {
        url: urlOf(host, address.port),
        port: address.port,
        close: () =>
          new Promise<void>((resolve, reject) => {
            listeners.delete(running)
            server.close((error) => (error ? reject(error) : resolve()))
            if ('closeAllConnections' in server) server.closeAllConnections()
          }),
      }
      listeners.add(running)
      return running
    },
    async close() {
      await indexer.stop()
      await Promise.all([...listeners].map((listener) => listener.close()))
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
