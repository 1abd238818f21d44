// Request times of GET /getWallets over a synthetic registry (not a test: numbers only).
// Needs the build: `pnpm --filter @latch/server build && pnpm --filter @latch/server bench`.
// Usage: node bench/getWallets.bench.mjs [--wallets 10000] [--runs 50]
import { parseArgs } from 'node:util'
import { startServer } from '../dist/index.js'

const { values } = parseArgs({
  options: {
    wallets: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '50' },
  },
})
const size = Number(values.wallets)
const runs = Number(values.runs)

const started = performance.now()
const { url, close } = await startServer({
  env: {},
  port: 0,
  rateLimit: false,
  walletRegistry: { synthetic: size },
})
console.log(`${size} wallets seeded, server up in ${(performance.now() - started).toFixed(0)} ms`)

const scenarios = {
  'recommended (entries=4)': 'entries=4',
  'first page (entries=40)': 'page=1&entries=40',
  'last page (entries=40)': `page=${Math.ceil(size / 40)}&entries=40`,
  'featured (include 4 ids)':
    'include=synthetic-00007,synthetic-00042,synthetic-01000,synthetic-09999&entries=4',
  'search (entries=100)': 'search=amber%20vault%201&entries=100',
  'chains (eip155:1, entries=40)': 'chains=eip155:1&entries=40',
  'certified + chains + search': 'badge_type=certified&chains=eip155:1&search=keys&entries=40',
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
try {
  for (const [name, query] of Object.entries(scenarios)) {
    const target = `${url}/getWallets?projectId=demo&st=bench&sv=0&${query}`
    await (await fetch(target)).json()
    const times = []
    let count = 0
    for (let run = 0; run < runs; run++) {
      const start = performance.now()
      const body = await (await fetch(target)).json()
      times.push(performance.now() - start)
      count = body.count
    }
    times.sort((a, b) => a - b)
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length
    console.log(
      `${name.padEnd(32)} count ${String(count).padStart(6)}  mean ${mean.toFixed(2)} ms  p50 ${percentile(times, 0.5).toFixed(2)} ms  p95 ${percentile(times, 0.95).toFixed(2)} ms`,
    )
  }
} finally {
  await close()
}
