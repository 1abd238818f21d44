import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
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
import { defaultServiceImages } from './images/serviceImages.js'
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
  /** Listens on `port` and `host` (the configured ones by default; port 0 picks a free one). */
  start(parameters?: StartParameters): Promise<RunningServer>
  /** Stops every listener and closes the database when the server opened it. */
  close(): Promise<void>
}

function urlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`
}

/**
 * Opens the database, migrates it, writes the configured projects (and the demo project),
 * the wallet registry and the images, and builds the HTTP app. Nothing listens until
 * `start()`.
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
    await seedImages(database, defaultServiceImages())
  } catch (error) {
    if (owned) await database.close()
    throw error
  }
  const app = createApp({ database, config })
  const listeners = new Set<RunningServer>()

  return {
    app,
    config,
    database,
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
