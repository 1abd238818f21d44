// Checks what each publishable package (every workspace package without `private: true`)
// would put on the registry, from the tarball `pnpm pack` makes of it (so `workspace:*`
// ranges are replaced as on publish):
// - publint: the package.json entry fields (exports, types, files, sideEffects) against the
//   packed files, warnings counted as errors;
// - are-the-types-wrong: every `exports` entry resolves to types that match its JavaScript.
//   Profile `esm-only`: the packages are ESM only (DESIGN.md), so `require()` from CommonJS
//   and node10 resolution (no `exports` support) are not targets; Node 16+ ESM and bundlers
//   are. `--no-definitely-typed`: the packages ship their types, and the check stays offline.
// Every `exports` entry must be imported by something outside its package (an example, an app,
// a test), and `changeset version`, tried on a copy, must give each package a changeset names
// a version and a changelog. Then the smallest site (apps/example-vite) is installed from the
// tarballs with npm outside the workspace, typechecked, built and opened in Chromium
// (scripts/packedSite.mjs).
// Reads `dist`: build first (`pnpm build`); `npm test` runs this after turbo has built.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { log, root, run } from './bootstrap.mjs'
import { checkChangesetsVersion } from './changesetsVersion.mjs'
import { unusedExportEntries } from './exportsUsed.mjs'
import { buildPackedSite } from './packedSite.mjs'

const execFileAsync = promisify(execFile)
const attw = join(root, 'node_modules', '.bin', 'attw')

/** Every workspace package, as pnpm lists them (`name`, `path`, `private`). */
async function workspacePackages() {
  const { stdout } = await execFileAsync('pnpm', ['ls', '-r', '--depth', '-1', '--json'], {
    cwd: root,
  })
  return JSON.parse(stdout)
}

async function timed(work) {
  const start = performance.now()
  const value = await work()
  return { value, seconds: (performance.now() - start) / 1000 }
}

/** Packs one package into `destination` and lints the tarball; returns what to print. */
async function checkPackage(workspace, destination) {
  const packed = await timed(async () => {
    const { stdout } = await execFileAsync(
      'pnpm',
      ['pack', '--json', '--pack-destination', destination],
      { cwd: workspace.path },
    )
    return JSON.parse(stdout).filename
  })
  const tarball = packed.value
  const lines = []
  let failed = false

  const linted = await timed(async () => {
    const data = await readFile(tarball)
    // The Buffer's own bytes: a small one may be a view into a larger shared pool.
    const bytes = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)
    return publint({ pack: { tarball: bytes }, strict: true })
  })
  for (const message of linted.value.messages) {
    if (message.type !== 'suggestion') failed = true
    lines.push(`  publint ${message.type}: ${formatMessage(message, linted.value.pkg)}`)
  }

  const typed = await timed(() =>
    execFileAsync(attw, [
      tarball,
      '--profile',
      'esm-only',
      '--no-definitely-typed',
      '--format',
      'ascii',
      '--no-color',
      '--no-emoji',
    ]).then(
      () => undefined,
      (error) => `${error.stdout}${error.stderr}`,
    ),
  )
  if (typed.value !== undefined) {
    failed = true
    lines.push(`  are-the-types-wrong:\n${typed.value.trim().replace(/^/gm, '    ')}`)
  }

  const timing = `pack ${packed.seconds.toFixed(2)} s, publint ${linted.seconds.toFixed(2)} s, attw ${typed.seconds.toFixed(2)} s`
  lines.unshift(
    `${workspace.name} (${relative(root, workspace.path)}): ${failed ? 'FAILED' : 'ok'} (${timing})`,
  )
  return { failed, lines, name: workspace.name, tarball }
}

/** Runs `work` over `items`, at most `limit` at a time; results in the items' order. */
async function inPool(items, limit, work) {
  const results = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/**
 * The packed site in Chromium: the journey of e2e/src/packedSite.test.ts, on the site's
 * `dist` (its own vitest config: the other journeys need the demo and the local services).
 */
function checkInBrowser(site) {
  return run('pnpm', ['exec', 'vitest', 'run', '--config', 'vitest.packed.config.ts'], {
    cwd: join(root, 'e2e'),
    env: { LATCH_PACKED_SITE: join(site, 'dist') },
  })
}

/**
 * Every check in turn, on tarballs packed into `destination`; resolves to `false` at the first
 * that fails (having said why), so that the caller removes the tarballs before it exits.
 */
async function checkAll(destination) {
  const start = performance.now()
  const allWorkspaces = await workspacePackages()
  // The packages that would be published.
  const workspaces = allWorkspaces.filter((workspace) => !workspace.private)
  const results = await inPool(workspaces, availableParallelism(), (workspace) =>
    checkPackage(workspace, destination),
  )
  for (const { lines } of results) console.log(lines.join('\n'))
  const failures = results.filter((result) => result.failed).length
  const seconds = ((performance.now() - start) / 1000).toFixed(1)
  log(
    `publint + are-the-types-wrong: ${workspaces.length} packages, ${failures} failed, ${seconds} s`,
  )
  if (failures > 0 || workspaces.length === 0) return false
  const unused = await unusedExportEntries(workspaces)
  if (unused.length > 0) {
    log(`exports entries nothing outside their package imports: ${unused.join(', ')}`)
    return false
  }
  const versioned = await checkChangesetsVersion(workspaces, allWorkspaces)
  for (const problem of versioned.problems) log(`changeset version: ${problem}`)
  if (versioned.problems.length > 0) return false
  log(
    `changeset version: ${versioned.named} packages named by the pending changesets, each versioned with a changelog`,
  )

  // Installed as a site would: npm, from the tarballs, outside the workspace; then built,
  // typechecked and opened in a browser.
  const installed = await timed(() =>
    buildPackedSite(Object.fromEntries(results.map(({ name, tarball }) => [name, tarball]))),
  )
  log(`packed site: installed with npm, typechecked and built in ${installed.seconds.toFixed(1)} s`)
  try {
    await checkInBrowser(installed.value)
  } finally {
    await rm(installed.value, { recursive: true, force: true })
  }
  return true
}

const destination = await mkdtemp(join(tmpdir(), 'latch-packaging-'))
let passed
try {
  passed = await checkAll(destination)
} finally {
  await rm(destination, { recursive: true, force: true })
}
if (!passed) process.exit(1)
