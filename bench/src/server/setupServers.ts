import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '@latch/database'
import { startLocalPostgres } from '../../../packages/database/src/testing/localPostgres.js'
import type { LoadSetup } from './loadOptions.js'
import { type ServerProcess, startServerProcess } from './serverProcess.js'

export type StartSetupServersParameters = {
  setup: LoadSetup
  /** A `bin/latch-server.mjs`. */
  command: string
  wallets: number
  /** `LATCH_CHAIN_RPC`, the same for every process; none when undefined. */
  chainRpc: string | undefined
}

export type SetupServers = {
  /** Each process's `http://127.0.0.1:<port>`. */
  urls: string[]
  /** Each process's resident memory. */
  residentBytes(): (number | undefined)[]
  /** Stops the processes (their last writes are in the database then). */
  stopServers(): Promise<void>
  /** The ids of `projectId`'s stored analytics events, read once the processes stopped. */
  storedEventIds(projectId: string): Promise<string[]>
  /** Stops the processes and removes their database; safe to call more than once. */
  close(): Promise<void>
}

/**
 * Starts a setup's latch-server processes one after the other (the first migrates and seeds the
 * database, the others find it ready) on their database: PGlite in a temporary data directory,
 * or a throwaway PostgreSQL cluster that every process shares.
 */
export async function startSetupServers({
  setup,
  command,
  wallets,
  chainRpc,
}: StartSetupServersParameters): Promise<SetupServers> {
  const postgres = setup.database === 'postgres' ? await startLocalPostgres() : undefined
  const database: { url: string } | { dataDir: string } = postgres
    ? { url: postgres.url }
    : { dataDir: mkdtempSync(join(tmpdir(), 'latch-bench-pglite-')) }
  const processes: ServerProcess[] = []
  const stopServers = async () => {
    await Promise.all(processes.map((server) => server.stop()))
  }
  const close = async () => {
    await stopServers()
    await postgres?.stop()
    if ('dataDir' in database) rmSync(database.dataDir, { recursive: true, force: true })
  }
  try {
    for (let index = 0; index < setup.processes; index++) {
      processes.push(await startServerProcess({ command, wallets, database, chainRpc }))
    }
  } catch (error) {
    await close()
    throw error
  }
  return {
    urls: processes.map((server) => server.url),
    residentBytes: () => processes.map((server) => server.residentBytes()),
    stopServers,
    async storedEventIds(projectId) {
      const { database: opened } = await openDatabase(database)
      try {
        const { rows } = await opened.query<{ event_id: string }>(
          'SELECT event_id FROM analytics_events WHERE project_id = $1',
          [projectId],
        )
        return rows.map((row) => row.event_id)
      } finally {
        await opened.close()
      }
    },
    close,
  }
}
