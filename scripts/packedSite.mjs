// The smallest site (apps/example-vite) installed as a site would install Latch: from the
// packed tarballs (`pnpm pack`, the files the registry would get), with npm, in a directory
// outside the workspace, where nothing of the monorepo (its node_modules, its sources, the
// `@latch/source` condition) can be found. Then built with its own `vite build`.
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { root } from './bootstrap.mjs'

const execFileAsync = promisify(execFile)
const example = join(root, 'apps', 'example-vite')
// What a site's repository has: no build output, no installed modules.
const siteFiles = ['index.html', 'public', 'src', 'tsconfig.json', 'vite.config.ts']

/**
 * Installs apps/example-vite from `tarballs` (package name → path of its packed tarball) with
 * npm in a fresh directory, typechecks it against the packed declarations and builds it.
 * Every `@latch/*` dependency, the packages' own included, resolves to its tarball (npm
 * `overrides`), the rest comes from the registry. Returns the site's directory (`dist` built).
 */
export async function buildPackedSite(tarballs) {
  const site = await mkdtemp(join(tmpdir(), 'latch-packed-site-'))
  for (const file of siteFiles) await cp(join(example, file), join(site, file), { recursive: true })
  const manifest = JSON.parse(await readFile(join(example, 'package.json'), 'utf8'))
  const local = Object.fromEntries(
    Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
  )
  for (const name of Object.keys(manifest.dependencies)) {
    if (!name.startsWith('@latch/')) continue
    if (!local[name]) throw new Error(`${name}, a dependency of the example, was not packed`)
    manifest.dependencies[name] = local[name]
  }
  manifest.name = 'packed-site'
  manifest.overrides = local
  await writeFile(join(site, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const npm = (...args) =>
    execFileAsync('npm', args, { cwd: site, maxBuffer: 16 * 1024 * 1024 }).catch((error) => {
      throw new Error(`npm ${args.join(' ')} failed in ${site}:\n${error.stdout}${error.stderr}`)
    })
  try {
    await npm('install', '--no-audit', '--no-fund', '--loglevel=error')
    await npm('run', 'typecheck')
    await npm('run', 'build')
  } catch (error) {
    await rm(site, { recursive: true, force: true })
    throw error
  }
  return site
}
