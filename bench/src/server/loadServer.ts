// `pnpm --filter @latch/bench load`: requests per second and latency of the routes a page calls
// as the modal opens, on one latch-server process, measured with autocannon on loopback.
// Numbers only: never a pass/fail test. Build the server first (README "Server under load").
import autocannon from 'autocannon'
import { type LoadRouteName, loadRoutes, loadUsage, parseLoadOptions } from './loadOptions.js'
import { formatLoadTable, type LoadResult } from './loadTable.js'
import { startServerProcess, workspaceServerCommand } from './serverProcess.js'

const warmUpSeconds = 1
// Counts across runs: a fresh query is never asked twice, warm-up included.
let freshQueries = 0

const options = parseLoadOptions(process.argv.slice(2))
if (options.help) {
  console.log(loadUsage)
  process.exit(0)
}

/** One autocannon run; a fresh route gets a query no earlier request asked each time. */
async function load(url: string, name: LoadRouteName, connections: number, seconds: number) {
  const route = loadRoutes[name]
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path: route.path,
        ...(route.fresh
          ? {
              setupRequest: (request) => ({
                ...request,
                path: `${route.path}&exclude=bench-${++freshQueries}`,
              }),
            }
          : {}),
      },
    ],
  })
}

const started = performance.now()
const server = await startServerProcess(options.server ?? workspaceServerCommand(), options.wallets)
const upMs = performance.now() - started
const results: LoadResult[] = []
const notes: string[] = [`server up in ${(upMs / 1000).toFixed(1)} s (registry seeded)`]
try {
  for (const name of options.routes) {
    const route = loadRoutes[name]
    // The first answer: what it holds, and how long a cold one takes (an index is built then).
    const firstStarted = performance.now()
    const response = await fetch(`${server.url}${route.path}`)
    const body = (await response.json()) as { count?: number }
    const firstMs = performance.now() - firstStarted
    if (!response.ok) throw new Error(`${route.path}: ${response.status} ${JSON.stringify(body)}`)
    const label = body.count === undefined ? route.label : `${route.label} (${body.count} match)`
    notes.push(`${label}: first answer in ${firstMs.toFixed(0)} ms`)
    await load(server.url, name, Math.max(...options.connections), warmUpSeconds)
    for (const connections of options.connections) {
      const result = await load(server.url, name, connections, options.durationSeconds)
      results.push({
        route: label,
        connections,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      })
    }
  }
  const resident = server.residentBytes()
  if (resident !== undefined) {
    notes.push(
      `server resident memory after the runs (PGlite's included): ${(resident / 1_000_000).toFixed(0)} MB`,
    )
  }
} finally {
  await server.stop()
}
console.log(
  `latch-server, PGlite in memory, ${options.wallets} synthetic wallets, rate limit off; autocannon ${options.durationSeconds} s per row on loopback (${process.version})`,
)
for (const note of notes) console.log(`- ${note}`)
console.log(`\n${formatLoadTable(results)}`)
