import { parseArgs } from 'node:util'
import type { ServerOptions } from './config/serverConfig.js'
import { startServer } from './createServer.js'

const usage = `Usage: latch-server [--port <n>] [--host <address>] [--data-dir <path>]

Runs the Latch config service and analytics (see the README of @latch/server).
Every setting also reads its environment variable: PORT, HOST, DATABASE_URL,
LATCH_DATA_DIR, LATCH_PROJECTS, LATCH_PROJECTS_FILE, LATCH_ALLOWED_ORIGINS,
LATCH_WALLET_REGISTRY, LATCH_RATE_LIMIT, LATCH_TRUST_PROXY, LATCH_PUBLIC_URL, …`

/**
 * The `latch-server` command: starts the server, prints where it listens, and stops it on
 * SIGINT or SIGTERM.
 */
export async function runServerCli(
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
  const options: ServerOptions = {
    env: {
      ...env,
      ...(values.port === undefined ? {} : { PORT: values.port }),
      ...(values['data-dir'] === undefined ? {} : { LATCH_DATA_DIR: values['data-dir'] }),
    },
    ...(values.host === undefined ? {} : { host: values.host }),
  }
  const running = await startServer(options)
  const { config, database } = running.server
  console.log(
    `latch-server listening on ${running.url} (database: ${database.description}; projects: ${config.projects.map((project) => project.id).join(', ') || 'none'}; wallets: ${config.wallets.length})`,
  )
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('latch-server: failed to stop cleanly', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
