import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ServiceProcess, startServiceProcess } from '../serviceProcess.js'
import { relayLoadProject } from './relayLoadOptions.js'

export type RelayProcess = ServiceProcess & {
  /** The relay's log so far: its `[latch-relay]` warnings and errors, one line each. */
  logLines(): string[]
}

/** The workspace's `latch-relay` command (it runs the relay's build: build it first). */
export function workspaceRelayCommand(): string {
  const packageJson = fileURLToPath(import.meta.resolve('@latch/relay/package.json'))
  return join(dirname(packageJson), 'bin', 'latch-relay.mjs')
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
  const relay = await startServiceProcess({
    command,
    // Only what the bench sets: no setting of the caller's shell reaches the relay.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LATCH_RELAY_PROJECT_IDS: relayLoadProject,
      ...relaxedLimits,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    listening: /latch-relay listening on (ws:\/\/\S+)/,
  })
  return {
    ...relay,
    logLines: () =>
      relay
        .output()
        .split('\n')
        .filter((line) => line.startsWith('[latch-relay]')),
  }
}
