import { execFile } from 'node:child_process'
import { stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { listFiles } from './listFiles.js'
import { distDirectory, docsRoot, pagesDirectory } from './paths.js'

/** What the site is built from: a change to any of them makes `dist/` stale. */
const sources = [
  pagesDirectory,
  join(docsRoot, '.vitepress', 'config.ts'),
  join(docsRoot, '.vitepress', 'sidebar.ts'),
]

async function newestSourceTime(): Promise<number> {
  let newest = 0
  for (const source of sources) {
    for (const file of await listFiles(source, docsRoot)) {
      newest = Math.max(newest, (await stat(join(docsRoot, file))).mtimeMs)
    }
  }
  return newest
}

export type EnsureBuiltSiteReturnType = {
  /** Whether this call built the site (it was missing or older than a source). */
  built: boolean
  /** How long the build took, in seconds, when this call built it. */
  seconds?: number
}

/**
 * The built site in `dist/`: reused when it is newer than every page and the configuration
 * (`npm run docs` or turbo's build made it), else built now with `vitepress build`.
 *
 * @example
 * await ensureBuiltSite() // { built: false } after `pnpm --filter @latch/docs build`
 */
export async function ensureBuiltSite(): Promise<EnsureBuiltSiteReturnType> {
  const built = await stat(join(distDirectory, 'index.html')).catch(() => undefined)
  if (built && built.mtimeMs >= (await newestSourceTime())) return { built: false }
  const started = performance.now()
  await runVitepressBuild()
  return { built: true, seconds: (performance.now() - started) / 1000 }
}

function runVitepressBuild(): Promise<void> {
  const require = createRequire(import.meta.url)
  const bin = join(dirname(require.resolve('vitepress/package.json')), 'bin', 'vitepress.js')
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [bin, 'build'], { cwd: docsRoot }, (error, stdout, stderr) => {
      if (error) reject(new Error(`vitepress build failed:\n${stdout}\n${stderr}`))
      else resolve()
    })
  })
}
