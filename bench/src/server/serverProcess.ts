import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { loadProject } from './loadOptions.js'

export type ServerProcess = {
  /** `http://127.0.0.1:<port>`. */
  url: string
  /** Resident memory of the server process (Linux `/proc`), `undefined` elsewhere. */
  residentBytes(): number | undefined
  stop(): Promise<void>
}

/** The workspace's `latch-server` command (it runs the server's build: build it first). */
export function workspaceServerCommand(): string {
  const packageJson = createRequire(import.meta.url).resolve('@latch/server/package.json')
  return join(dirname(packageJson), 'bin', 'latch-server.mjs')
}

function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return undefined
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return line ? Number(line[1]) * 1024 : undefined
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
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
export async function startServerProcess({
  command,
  wallets,
  database,
  chainRpc,
}: StartServerProcessParameters): Promise<ServerProcess> {
  if (!existsSync(command)) throw new Error(`${command} not found`)
  const child = spawn(
    process.execPath,
    [command, '--port', '0', '--host', '127.0.0.1', '--frame-port', '0'],
    {
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
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const listening = /latch-server listening on (http:\/\/\S+)/.exec(output)
        if (listening?.[1]) resolve(listening[1])
      })
      child.once('error', reject)
      child.once('exit', (code) =>
        reject(new Error(`latch-server exited (${code}) before listening:\n${output}`)),
      )
    })
    return { url, residentBytes: () => residentBytes(child.pid), stop: () => stopped(child) }
  } catch (error) {
    await stopped(child)
    throw error
  }
}
