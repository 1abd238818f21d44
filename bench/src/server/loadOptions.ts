import { parseArgs } from 'node:util'

/** The project the load bench's server is configured with (no login: no secrets needed). */
export const loadProject = 'latch-bench'

// What the modal's config-service client sends with every call (core's configService).
const sdk = `projectId=${loadProject}&st=latch-bench&sv=0`

/** The chain the balance route reads: the testkit's chain A (hardhat), as the demo runs it. */
export const balanceChainId = 'eip155:31337'

/**
 * Whose balance the bench reads: the testkit's dev account 1 (hardhat's well-known second
 * account), which holds ETH, LTT and LUSD on the local chains, so an answer lists three tokens.
 */
export const balanceAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export type LoadRoute = {
  /** As the table prints it. */
  label: string
  method: 'GET' | 'POST'
  path: string
  /**
   * Each request asks a query no earlier one asked (`&exclude=bench-<n>`: an id no wallet has,
   * so the answer is the same), so that no cached answer serves it.
   */
  fresh: boolean
  /** Read from a chain: the bench starts the testkit's local chains for it. */
  chain: boolean
  /** Each request posts a new analytics event, which the bench then looks for in the database. */
  event: boolean
}

const read = { method: 'GET', fresh: false, chain: false, event: false } as const

/** The routes a page calls as the modal opens, as the issue measures them. */
export const loadRoutes = {
  config: { ...read, label: '/appkit/v1/config', path: `/appkit/v1/config?${sdk}` },
  page: { ...read, label: '/getWallets page of 40', path: `/getWallets?${sdk}&page=1&entries=40` },
  search: {
    ...read,
    label: '/getWallets search=amber',
    path: `/getWallets?${sdk}&search=amber&entries=100`,
  },
  'page-fresh': {
    ...read,
    label: '/getWallets page of 40, a new query each request',
    path: `/getWallets?${sdk}&page=1&entries=40`,
    fresh: true,
  },
  'search-fresh': {
    ...read,
    label: '/getWallets search=amber, a new query each request',
    path: `/getWallets?${sdk}&search=amber&entries=100`,
    fresh: true,
  },
  balance: {
    ...read,
    label: `/v1/account/{address}/balance on ${balanceChainId}`,
    // As core's blockchain service asks it: the SDK query, then currency and chain.
    path: `/v1/account/${balanceAccount}/balance?${sdk}&currency=usd&chainId=${balanceChainId}`,
    chain: true,
  },
  events: {
    ...read,
    label: 'POST /e (analytics event)',
    method: 'POST',
    path: `/e?${sdk}`,
    event: true,
  },
} as const satisfies Record<string, LoadRoute>

export type LoadRouteName = keyof typeof loadRoutes

const routeNames = Object.keys(loadRoutes) as LoadRouteName[]

export type LoadSetup = {
  /** As the table prints it. */
  label: string
  database: 'pglite' | 'postgres'
  /** latch-server processes, loaded at once. */
  processes: number
}

/** Where the servers keep their data, and how many serve. */
export const loadSetups = {
  // A data directory rather than memory: the bench opens it once the server stopped, to count
  // the analytics events stored (PGlite in memory cannot be reached from outside its process).
  pglite: { label: '1 process, PGlite', database: 'pglite', processes: 1 },
  postgres2: { label: '2 processes, PostgreSQL', database: 'postgres', processes: 2 },
} as const satisfies Record<string, LoadSetup>

export type LoadSetupName = keyof typeof loadSetups

const setupNames = Object.keys(loadSetups) as LoadSetupName[]

export type LoadOptions = {
  /** Synthetic wallets in the registry. */
  wallets: number
  durationSeconds: number
  /** Each route is loaded with each of these connection counts in turn, per process. */
  connections: number[]
  routes: LoadRouteName[]
  setups: LoadSetupName[]
  /** The `latch-server` command to run (a `bin/latch-server.mjs`); the workspace's by default. */
  server: string | undefined
  help: boolean
}

export const loadUsage = `Usage: pnpm --filter @latch/bench load [--wallets 10000] [--duration 10]
         [--connections 1,10] [--routes ${routeNames.join(',')}]
         [--setups ${setupNames.join(',')}] [--server <latch-server.mjs>]

For each setup (pglite: one latch-server on PGlite; postgres2: two on one throwaway PostgreSQL),
starts the servers (a synthetic registry of --wallets wallets, rate limit off, the testkit's
local chain for the balance route) and loads each route with autocannon for --duration seconds
at each connection count (per process: every process is loaded at once). Then checks that every
analytics event answered 2xx is stored; exits non-zero on a lost event or a failed request.`

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

/** The names of `value`, each a key of `known`: an error naming the option otherwise. */
function namesOf<Name extends string>(
  value: string,
  option: string,
  known: readonly Name[],
): Name[] {
  const names = list(value)
  if (names.length === 0 || names.some((name) => !(known as readonly string[]).includes(name))) {
    throw new Error(`--${option}: expected some of ${known.join(', ')}, got "${value}"`)
  }
  return names as Name[]
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
      setups: { type: 'string', default: setupNames.join(',') },
      server: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const connections = list(values.connections).map((count) =>
    positiveInteger(count, 'connections', 1000),
  )
  if (connections.length === 0) throw new Error('--connections: expected counts such as 1,10')
  return {
    wallets: positiveInteger(values.wallets, 'wallets', 1_000_000),
    durationSeconds: positiveInteger(values.duration, 'duration', 600),
    connections,
    routes: namesOf(values.routes, 'routes', routeNames),
    setups: namesOf(values.setups, 'setups', setupNames),
    server: values.server,
    help: values.help,
  }
}
