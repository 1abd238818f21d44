// `pnpm --filter @latch/bench bench` (or `npm run bench` at the root): measures every page
// in headless chromium, prints the table and writes `bench/output/results.json`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startServer } from '@latch/server'
import { benchSolanaChains, benchWallet } from './benchWallet.js'
import { launchBrowser } from './browser.js'
import { readBudgets } from './budgets.js'
import { buildPages } from './buildPages.js'
import { measurePage, type PageSample } from './measurePage.js'
import { type PageResult, summarise } from './pageResult.js'
import { benchDir, benchPages, distDir } from './pages.js'
import { formatReport } from './report.js'
import { serveStatic } from './staticServer.js'

const warmUps = 1
const runs = 7

const built = benchPages.every((page) =>
  existsSync(join(distDir, page.name, '.vite', 'manifest.json')),
)
if (!built) {
  console.log('building the pages into bench/dist/')
  await buildPages()
}

// The relay of the page with WalletConnect: a latch-server on loopback, as a site runs one.
const relayProject = 'latch-bench'
const services = await startServer({
  env: {},
  port: 0,
  projects: [{ id: relayProject, features: { email: false, socials: false } }],
})
if (!services.relayUrl) throw new Error('latch-server started without its relay')
const relayQuery = new URLSearchParams({ relay: services.relayUrl, project: relayProject })

const budgets = readBudgets()
const browser = await launchBrowser()
const results: PageResult[] = []
try {
  for (const page of benchPages) {
    const server = await serveStatic(join(distDir, page.name))
    const visit = {
      server,
      path: page.walletConnect ? `/?${relayQuery}` : '/',
      walletConnect: page.walletConnect === true,
      wallet: {
        info: benchWallet,
        walletStandardChains: page.solanaWallet ? benchSolanaChains : [],
      },
    }
    const pageHosts = [new URL(server.origin).host]
    if (page.walletConnect) pageHosts.push(new URL(services.relayUrl).host)
    try {
      for (let run = 0; run < warmUps; run += 1) await measurePage(browser, visit)
      const samples: PageSample[] = []
      for (let run = 0; run < runs; run += 1) samples.push(await measurePage(browser, visit))
      results.push(summarise(page, pageHosts, samples))
      const errors = new Set(samples.flatMap((sample) => sample.consoleErrors))
      for (const error of errors) console.warn(`${page.label}: console error: ${error}`)
    } finally {
      await server.close()
    }
  }
  const outputDir = join(benchDir, 'output')
  mkdirSync(outputDir, { recursive: true })
  const report = {
    measuredAt: new Date().toISOString(),
    chromium: browser.version(),
    node: process.version,
    warmUps,
    runs,
    units: { size: 'bytes of JS after gzip -9', time: 'ms', heap: 'bytes' },
    budgets,
    pages: results,
  }
  writeFileSync(join(outputDir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(formatReport(results, budgets, runs))
  console.log('\nwritten: bench/output/results.json')
} finally {
  await browser.close()
  await services.close()
}
