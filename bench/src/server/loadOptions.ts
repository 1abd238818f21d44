import { parseArgs } from 'node:util'

/** The project the load bench's server is configured with (no login: no secrets needed). */
export const loadProject = 'latch-bench'

// What the modal's config-service client sends with every call (core's configService).
const sdk = `projectId=${loadProject}&st=latch-bench&sv=0`

export type LoadRoute = {
  /** As the table prints it. */
  label: string
  path: string
  /**
   * Each request asks a query no earlier one asked (`&exclude=bench-<n>`: an id no wallet has,
   * so the answer is the same), so that no cached answer serves it.
   */
  fresh: boolean
}

/** The routes a page calls as the modal opens, as the issue measures them. */
export const loadRoutes = {
  config: { label: '/appkit/v1/config', path: `/appkit/v1/config?${sdk}`, fresh: false },
  page: {
    label: '/getWallets page of 40',
    path: `/getWallets?${sdk}&page=1&entries=40`,
    fresh: false,
  },
  search: {
    label: '/getWallets search=amber',
    path: `/getWallets?${sdk}&search=amber&entries=100`,
    fresh: false,
  },
  'page-fresh': {
    label: '/getWallets page of 40, a new query each request',
    path: `/getWallets?${sdk}&page=1&entries=40`,
    fresh: true,
  },
  'search-fresh': {
    label: '/getWallets search=amber, a new query each request',
    path: `/getWallets?${sdk}&search=amber&entries=100`,
    fresh: true,
  },
} as const satisfies Record<string, LoadRoute>

export type LoadRouteName = keyof typeof loadRoutes

const routeNames = Object.keys(loadRoutes) as LoadRouteName[]

export type LoadOptions = {
  /** Synthetic wallets in the registry. */
  wallets: number
  durationSeconds: number
  /** Each route is loaded with each of these connection counts in turn. */
  connections: number[]
  routes: LoadRouteName[]
  /** The `latch-server` command to run (a `bin/latch-server.mjs`); the workspace's by default. */
  server: string | undefined
  help: boolean
}

export const loadUsage = `Usage: pnpm --filter @latch/bench load [--wallets 10000] [--duration 10]
         [--connections 1,10] [--routes ${routeNames.join(',')}] [--server <latch-server.mjs>]

Starts one latch-server (PGlite in memory, a synthetic registry of --wallets wallets, rate limit
off) and loads each route with autocannon for --duration seconds at each connection count.`

function positiveInteger(value: string, name: string, max: number): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new Error(`--${name}: expected a whole number from 1 to ${max}, got "${value}"`)
  }
  return number
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/**
 * The load bench's options from its command line.
 *
 * @throws {Error} naming the option that is wrong.
 */
export function parseLoadOptions(argv: readonly string[]): LoadOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      wallets: { type: 'string', default: '10000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '1,10' },
      routes: { type: 'string', default: routeNames.join(',') },
      server: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const routes = list(values.routes)
  const unknown = routes.filter((route) => !(route in loadRoutes))
  if (unknown.length > 0 || routes.length === 0) {
    throw new Error(`--routes: expected some of ${routeNames.join(', ')}, got "${values.routes}"`)
  }
  const connections = list(values.connections).map((count) =>
    positiveInteger(count, 'connections', 1000),
  )
  if (connections.length === 0) throw new Error('--connections: expected counts such as 1,10')
  return {
    wallets: positiveInteger(values.wallets, 'wallets', 1_000_000),
    durationSeconds: positiveInteger(values.duration, 'duration', 600),
    connections,
    routes: routes as LoadRouteName[],
    server: values.server,
    help: values.help,
  }
}
