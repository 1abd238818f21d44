// `pnpm --filter @latch/bench load`: requests per second and latency of the routes a page calls
// as the modal opens, on one latch-server on PGlite and on two sharing a PostgreSQL, measured
// with autocannon on loopback; then whether every analytics event answered 2xx was stored.
// Timings are numbers only, never pass/fail; a failed request or a lost event fails the run.
// Build the server first (README "latch-server under load").
import { startLocalChains } from '@latch/testkit'
import autocannon from 'autocannon'
import {
  createEventLedger,
  type EventLedger,
  formatStoredEvents,
  storedEventsWrong,
} from './eventLedger.js'
import {
  balanceAccount,
  balanceChainId,
  type LoadRoute,
  type LoadSetup,
  loadProject,
  loadRoutes,
  loadSetups,
  loadUsage,
  parseLoadOptions,
} from './loadOptions.js'
import { formatLoadTable, type LoadResult, requestFailures } from './loadTable.js'
import { workspaceServerCommand } from './serverProcess.js'
import { type SetupServers, startSetupServers } from './setupServers.js'

const warmUpSeconds = 1
// Counts across runs: a fresh query is never asked twice, warm-up included.
let freshQueries = 0

const options = parseLoadOptions(process.argv.slice(2))
if (options.help) {
  console.log(loadUsage)
  process.exit(0)
}

// autocannon takes several targets (its README: "More than one URL is allowed"; connection i
// goes to URL i modulo their number), which @types/autocannon 7 does not say.
const targets = (urls: readonly string[]) => urls as unknown as string

/** The request autocannon repeats: a fresh route asks a new query, an event route posts a new event. */
function requestOf(route: LoadRoute, ledger: EventLedger): autocannon.Request {
  const request: autocannon.Request = { method: route.method, path: route.path }
  if (route.fresh) {
    return {
      ...request,
      setupRequest: (built) => ({
        ...built,
        path: `${route.path}&exclude=bench-${++freshQueries}`,
      }),
    }
  }
  if (route.event) {
    // A context is made for each request (pipelining 1): it pairs an answer with its event.
    const events = new WeakMap<object, string>()
    return {
      ...request,
      headers: { 'content-type': 'application/json' },
      setupRequest: (built, context) => {
        const { eventId, body } = ledger.next()
        events.set(context, eventId)
        return { ...built, body }
      },
      onResponse: (status, _body, context) => {
        const eventId = events.get(context)
        if (eventId !== undefined) ledger.answered(eventId, status)
      },
    }
  }
  return request
}

/** One autocannon run on every process at once, `connections` each. */
function load(
  urls: readonly string[],
  route: LoadRoute,
  ledger: EventLedger,
  connections: number,
  seconds: number,
) {
  return autocannon({
    url: targets(urls),
    connections: connections * urls.length,
    duration: seconds,
    requests: [requestOf(route, ledger)],
  })
}

/** What the first answer holds, for the table's label: matches, or the tokens of a balance. */
function describeAnswer(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  if ('count' in body && typeof body.count === 'number') return `${body.count} match`
  if ('balances' in body && Array.isArray(body.balances)) {
    return body.balances.map((balance: { symbol?: unknown }) => String(balance.symbol)).join(', ')
  }
  return undefined
}

/** One request to `url`, timed: a cold start (an index built, a chain client made) shows here. */
async function firstAnswer(url: string, route: LoadRoute, ledger: EventLedger) {
  const event = route.event ? ledger.next() : undefined
  const started = performance.now()
  const response = await fetch(`${url}${route.path}`, {
    method: route.method,
    ...(event ? { headers: { 'content-type': 'application/json' }, body: event.body } : {}),
  })
  const body: unknown = await response.json()
  const ms = performance.now() - started
  if (event) ledger.answered(event.eventId, response.status)
  if (!response.ok) throw new Error(`${route.path}: ${response.status} ${JSON.stringify(body)}`)
  return { ms, body }
}

const results: LoadResult[] = []
const notes: string[] = []
const failures: string[] = []

async function measureSetup(setup: LoadSetup, servers: SetupServers, ledger: EventLedger) {
  for (const name of options.routes) {
    const route = loadRoutes[name]
    const first = []
    for (const url of servers.urls) first.push(await firstAnswer(url, route, ledger))
    const answer = describeAnswer(first[0]?.body)
    const label = answer === undefined ? route.label : `${route.label} (${answer})`
    const times = first.map(({ ms }) => `${ms.toFixed(0)} ms`).join(', ')
    notes.push(`${setup.label}: ${label}: first answer in ${times}`)
    await load(servers.urls, route, ledger, Math.max(...options.connections), warmUpSeconds)
    for (const connections of options.connections) {
      const result = await load(servers.urls, route, ledger, connections, options.durationSeconds)
      results.push({
        setup: setup.label,
        route: label,
        processes: servers.urls.length,
        connections,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      })
    }
  }
  const resident = servers.residentBytes()
  if (resident.every((bytes) => bytes !== undefined)) {
    const megabytes = resident.map((bytes) => `${(bytes / 1_000_000).toFixed(0)} MB`).join(', ')
    const database = setup.database === 'pglite' ? "PGlite's included" : 'PostgreSQL not included'
    notes.push(`${setup.label}: resident memory after the runs (${database}): ${megabytes}`)
  }
}

const command = options.server ?? workspaceServerCommand()
const chains = options.routes.some((name) => loadRoutes[name].chain)
  ? await startLocalChains()
  : undefined
try {
  if (chains && !chains.accounts.some((account) => account.address === balanceAccount)) {
    throw new Error(`${balanceAccount} is no longer one of the testkit's dev accounts`)
  }
  const chain = chains?.chains.find((candidate) => `eip155:${candidate.id}` === balanceChainId)
  if (chains && !chain) throw new Error(`the testkit's local chains have no ${balanceChainId}`)
  const chainRpc = chain ? `${balanceChainId}=${chain.rpcUrl}` : undefined
  for (const name of options.setups) {
    const setup = loadSetups[name]
    const started = performance.now()
    const servers = await startSetupServers({ setup, command, wallets: options.wallets, chainRpc })
    const upSeconds = (performance.now() - started) / 1000
    notes.push(
      `${setup.label}: up in ${upSeconds.toFixed(1)} s (database started, registry seeded)`,
    )
    // Each setup starts from an empty database: its ledger counts only its own events.
    const ledger = createEventLedger('bench')
    try {
      await measureSetup(setup, servers, ledger)
      // Stopped before the count: an event still being written is in the database then.
      await servers.stopServers()
      if (options.routes.some((route) => loadRoutes[route].event)) {
        const check = ledger.check(await servers.storedEventIds(loadProject))
        notes.push(`${setup.label}: ${formatStoredEvents(check)}`)
        if (storedEventsWrong(check)) failures.push(`${setup.label}: ${formatStoredEvents(check)}`)
      }
    } finally {
      await servers.close()
    }
  }
} finally {
  await chains?.stop()
}

const setupLabels = options.setups.map((name) => loadSetups[name].label).join('; ')
console.log(
  `latch-server (${setupLabels}), ${options.wallets} synthetic wallets, rate limit off${chains ? `, balances on the testkit's ${balanceChainId} (hardhat)` : ''}; autocannon ${options.durationSeconds} s per row on loopback (${process.version})`,
)
for (const note of notes) console.log(`- ${note}`)
console.log(`\n${formatLoadTable(results)}`)
failures.push(...requestFailures(results))
if (failures.length > 0) {
  console.error(`\nFailed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`)
  process.exitCode = 1
}
