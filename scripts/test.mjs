// README command 2: installs everything, then runs biome and knip over the repository, lint,
// typecheck, build, unit tests and browser tests through turbo, publint and are-the-types-wrong
// on the packed packages, and prints each step's time and one line of totals per package and
// overall.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { bootstrap, log, root, run } from './bootstrap.mjs'
import { ensureChromium } from './chromium.mjs'
import { ensurePostgres } from './postgres.mjs'

const workspaces = ['packages', 'apps'].flatMap((dir) =>
  readdirSync(join(root, dir)).map((name) => join(root, dir, name)),
)
workspaces.push(join(root, 'e2e'), join(root, 'bench'))

for (const dir of workspaces) rmSync(join(dir, '.reports'), { recursive: true, force: true })

const pnpm = await bootstrap()
await ensureChromium()
await ensurePostgres()
let failure
const timings = []
/** Runs one step of the suite, keeps its time, and records (without throwing) a failure. */
async function step(label, command, args) {
  log(label)
  const start = performance.now()
  try {
    await run(command, args)
  } catch (error) {
    failure ??= error
  }
  timings.push(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`)
}
// Packages lint themselves through turbo; this covers the root scripts and configs too.
await step('biome ci (the whole repository)', pnpm, [
  'exec',
  'biome',
  'ci',
  '--error-on-warnings',
  '.',
])
// Unused files, exports and dependencies in every workspace (knip.jsonc); reads sources only.
await step('knip', pnpm, ['exec', 'knip', '--no-progress'])
const turbo = (...args) => ['exec', 'turbo', 'run', ...args, '--output-logs=errors-only']
await step('turbo run build', pnpm, turbo('build'))
// Two branches share the two cores, each about one core's worth of work, so that neither waits
// on the other: the browser journeys (one file at a time, the longest task; they start as
// soon as the builds are done), typecheck and the packed packages; beside them, the other packages' tests one
// package at a time. With the journeys, two packages testing at once and typecheck queued
// behind them (three heavy processes on two cores), the journeys took 1585 s on CI instead of
// 675 s alone, and a journey outlasted its limit. `--only`: the builds are done, and two turbo
// runs must not restore the same outputs while tests read them. Lint is biome ci above, over
// the whole repository.
const only = ['--only', '--continue']
await Promise.all([
  (async () => {
    await step('browser journeys (e2e)', pnpm, turbo('test', '--filter=@latch/e2e', '--only'))
    // One program for the workspaces that share the base options, then the others alone.
    await step('typecheck', process.execPath, ['scripts/typecheck.mjs'])
    // publint and are-the-types-wrong on the packed publishable packages, then the smallest
    // site installed from them with npm, built and opened in Chromium: it needs only turbo's
    // build, so it runs here, beside the unit tests, rather than after both branches.
    await step('packed packages (publint, attw, npm install, browser)', process.execPath, [
      'scripts/packaging.mjs',
    ])
  })(),
  step(
    'unit and contract tests',
    pnpm,
    turbo('test', '--filter=!@latch/e2e', ...only, '--concurrency=1'),
  ),
])
for (const timing of timings) log(timing)

let passed = 0
let failed = 0
for (const dir of workspaces) {
  const reports = join(dir, '.reports')
  if (!existsSync(reports)) continue
  // `vitest.json`, and another run's report beside it (e2e's packed-site journey).
  for (const name of readdirSync(reports)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const result = JSON.parse(readFileSync(join(reports, name), 'utf8'))
    if (typeof result.numPassedTests !== 'number') continue
    passed += result.numPassedTests
    failed += result.numFailedTests
    const label = name === 'vitest.json' ? relative(root, dir) : `${relative(root, dir)} (${name})`
    log(`${label}: ${result.numPassedTests} passed, ${result.numFailedTests} failed`)
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed`)
if (failure || failed > 0 || passed === 0) {
  console.error(failure?.message ?? 'some tests failed')
  process.exit(1)
}
