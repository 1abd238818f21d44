import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defaultRelayConfig, type RelayConfig } from '../config/relayConfig.js'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { demoProject } from '../projects/project.js'
import { createProjectLookup, saveProject } from '../projects/projectStore.js'
import { createRelay, type Relay } from '../relay/createRelay.js'
import type { RelayLog } from '../relay/relayConnection.js'

/** A database for relay tests: migrated, with the demo project. */
export async function prepareRelayDatabase(database: Database): Promise<Database> {
  await migrate(database)
  await saveProject(database, demoProject)
  return database
}

export type TestRelay = {
  /** `ws://127.0.0.1:<port>/relay` */
  url: string
  relay: Relay
  /** Every line the relay logged. */
  logs: string[]
  close(): Promise<void>
}

/**
 * A relay alone on a loopback HTTP server (no other route), with a clock and limits of the
 * test's choosing; its log is kept in `logs`.
 */
export async function startTestRelay({
  database,
  now,
  config,
}: {
  database: Database
  now?: () => number
  config?: Partial<RelayConfig>
}): Promise<TestRelay> {
  const logs: string[] = []
  const log: RelayLog = {
    warn: (message) => logs.push(message),
    error: (message) => logs.push(message),
  }
  const relay = createRelay({
    database,
    config: { ...defaultRelayConfig, ...config },
    findProject: createProjectLookup(database, { ttlMs: 0 }),
    log,
    ...(now ? { now } : {}),
  })
  await relay.open()
  const server = createServer((_request, response) => response.writeHead(404).end())
  server.on('upgrade', (request, socket, head) => relay.handleUpgrade(request, socket, head))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}/relay`,
    relay,
    logs,
    async close() {
      await relay.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
