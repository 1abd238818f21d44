import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { relayLoadProject } from './relayLoadOptions.js'

export type RelayProcess = {
  /** `ws://127.0.0.1:<port>/relay`: what a client connects to, and its JWT's audience. */
  url: string
  /** Resident memory of the relay process (Linux `/proc`), `undefined` elsewhere. */
  residentBytes(): number | undefined
  /** CPU time the process has used so far, user and system (Linux `/proc`), `undefined` elsewhere. */
  cpuSeconds(): number | undefined
  /** The relay's log so far: its `[latch-relay]` warnings and errors, one line each. */
  logLines(): string[]
  stop(): Promise<void>
}

/** The workspace's `latch-relay` command (it runs the relay's build: build it first). */
export function workspaceRelayCommand(): string {
  const packageJson = fileURLToPath(import.meta.resolve('@latch/relay/package.json'))
  return join(dirname(packageJson), 'bin', 'latch-relay.mjs')
}

function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return undefined
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return line ? Number(line[1]) * 1024 : undefined
}

// /proc/<pid>/stat counts in clock ticks, 100 a second on Linux (`getconf CLK_TCK`).
const ticksPerSecond = 100

function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined
  // The command name, field 2, is in parentheses and may hold spaces: count from after it.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * The settings that let one machine's 1,000 sockets in and keep every message: from
 * 127.0.0.1 they are all one client, which the defaults hold to 20 connections, 600 new ones
 * a minute, 20 requests a second per connection and 8 MiB of stored messages.
 */
const relaxedLimits = {
  LATCH_RATE_LIMIT: 'off',
  LATCH_RELAY_MAX_CONNECTIONS_PER_CLIENT: '100000',
  LATCH_RELAY_MAX_CONNECTIONS_PER_PROJECT: '100000',
  LATCH_RELAY_MESSAGES_PER_SECOND: '10000',
  // 16 GiB each: no budget is reached before the database's memory is.
  LATCH_RELAY_MAX_TOPIC_BYTES: String(2 ** 34),
  LATCH_RELAY_MAX_CLIENT_BYTES: String(2 ** 34),
  LATCH_RELAY_MAX_STORED_BYTES: String(2 ** 34),
}

/**
 * Runs `command` (a `latch-relay`) as a process of its own, as a site runs it, on a free
 * loopback port: PGlite in memory, or the PostgreSQL of `databaseUrl`; the bench project
 * alone, its limits relaxed (see `relaxedLimits`). Resolves once it listens.
 */
export async function startRelayProcess(
  command: string,
  databaseUrl?: string,
): Promise<RelayProcess> {
  if (!existsSync(command)) throw new Error(`${command} not found`)
  const child = spawn(process.execPath, [command], {
    // Only what the bench sets: no setting of the caller's shell reaches the relay.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LATCH_RELAY_PROJECT_IDS: relayLoadProject,
      ...relaxedLimits,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const listening = /latch-relay listening on (ws:\/\/\S+)/.exec(output)
        if (listening?.[1]) resolve(listening[1])
      })
      child.once('error', reject)
      child.once('exit', (code) =>
        reject(new Error(`latch-relay exited (${code}) before listening:\n${output}`)),
      )
    })
    return {
      url,
      residentBytes: () => residentBytes(child.pid),
      cpuSeconds: () => cpuSeconds(child.pid),
      logLines: () => output.split('\n').filter((line) => line.startsWith('[latch-relay]')),
      stop: () => stopped(child),
    }
  } catch (error) {
    await stopped(child)
    throw error
  }
}
