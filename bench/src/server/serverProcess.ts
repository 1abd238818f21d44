import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type ServiceProcess, startServiceProcess } from '../serviceProcess.js'
import { loadProject } from './loadOptions.js'

export type ServerProcess = ServiceProcess

/** The workspace's `latch-server` command (it runs the server's build: build it first). */
export function workspaceServerCommand(): string {
  const packageJson = createRequire(import.meta.url).resolve('@latch/server/package.json')
  return join(dirname(packageJson), 'bin', 'latch-server.mjs')
}

export type StartServerProcessParameters = {
  /** A `bin/latch-server.mjs`. */
  command: string
  /** Synthetic wallets in the registry. */
  wallets: number
  /** PGlite kept in `dataDir`, or the PostgreSQL server at `url`. */
  database: { dataDir: string } | { url: string }
  /** `LATCH_CHAIN_RPC` (`eip155:31337=http://…`): the chains it serves; none when undefined. */
  chainRpc: string | undefined
}

/**
 * Runs a `latch-server` as a process of its own, as a site runs it: on the database it is
 * given, a synthetic registry of `wallets` wallets, no rate limit, no relay, the bench project
 * alone, the chains of `chainRpc`; resolves once it listens.
 */
export function startServerProcess({
  command,
  wallets,
  database,
  chainRpc,
}: StartServerProcessParameters): Promise<ServerProcess> {
  return startServiceProcess({
    command,
    args: ['--port', '0', '--host', '127.0.0.1', '--frame-port', '0'],
    // Only what the bench sets: no setting of the caller's shell reaches the server.
    env: {
      PATH: process.env.PATH ?? '',
      LATCH_PROJECTS: JSON.stringify([
        { id: loadProject, features: { email: false, socials: false } },
      ]),
      LATCH_WALLET_REGISTRY: `synthetic:${wallets}`,
      LATCH_RATE_LIMIT: 'off',
      LATCH_RELAY: 'off',
      ...('url' in database
        ? { DATABASE_URL: database.url }
        : { LATCH_DATA_DIR: database.dataDir }),
      ...(chainRpc === undefined ? {} : { LATCH_CHAIN_RPC: chainRpc }),
    },
    listening: /latch-server listening on (http:\/\/\S+)/,
  })
}
