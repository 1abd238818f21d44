import { parseArgs } from 'node:util'
import { startRelayServer } from './createRelayServer.js'

const usage = `Usage: latch-relay [--port <n>] [--host <address>] [--data-dir <path>]

Runs a WalletConnect v2 relay (ws://<host>:<port>/relay) for sign-client's relayUrl; see the
README of @latch/relay. Messages are kept in PGlite (in memory, or on disk with --data-dir)
or in PostgreSQL with DATABASE_URL, where several latch-relay processes share one relay.
Every setting also reads its environment variable: PORT (8791), HOST (127.0.0.1),
DATABASE_URL, LATCH_DATA_DIR, LATCH_DATABASE_SCHEMA, LATCH_PUBLIC_URL,
LATCH_RELAY_PROJECT_IDS (comma-separated; any project id when unset), LATCH_RATE_LIMIT,
LATCH_TRUST_PROXY, LATCH_IPV6_PREFIX, LATCH_RELAY_MAX_MESSAGE_BYTES,
LATCH_RELAY_MAX_SUBSCRIPTIONS, LATCH_RELAY_MESSAGES_PER_SECOND, LATCH_RELAY_MAX_TTL_SECONDS,
LATCH_RELAY_MAX_CONNECTIONS_PER_CLIENT, LATCH_RELAY_MAX_CONNECTIONS_PER_PROJECT,
LATCH_RELAY_MAX_TOPIC_BYTES, LATCH_RELAY_MAX_CLIENT_BYTES, LATCH_RELAY_MAX_STORED_BYTES.`

/**
 * The `latch-relay` command: starts the relay on its own HTTP server, prints where it listens,
 * and stops it on SIGINT or SIGTERM.
 */
export async function runRelayCli(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(usage)
    return
  }
  const running = await startRelayServer({
    env: {
      ...env,
      ...(values.port === undefined ? {} : { PORT: values.port }),
      ...(values.host === undefined ? {} : { HOST: values.host }),
      ...(values['data-dir'] === undefined ? {} : { LATCH_DATA_DIR: values['data-dir'] }),
    },
  })
  const { config, database } = running.server
  const projects = config.projectIds === 'any' ? 'any' : config.projectIds.join(', ')
  console.log(
    `latch-relay listening on ${running.url} (database: ${database.description}; projects: ${projects})`,
  )
  if (!config.publicUrl) {
    // The relay accepts only its listener's own addresses as a JWT audience then: behind a
    // proxy or a public name, every client names another, and every connection is refused.
    console.warn(
      "latch-relay: LATCH_PUBLIC_URL is not set: the relay accepts only clients that connect to this listener's own addresses. Set it to the public https URL.",
    )
  }
  if (config.projectIds === 'any') {
    console.warn(
      'latch-relay: LATCH_RELAY_PROJECT_IDS is not set: clients connect with any project id. List yours to keep other sites off this relay.',
    )
  }
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('latch-relay: failed to stop cleanly', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
