// Every entry a package exports is imported somewhere outside the package: by an example, an
// app, another package or a test. An entry nothing imports is an API nobody has tried.
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { root } from './bootstrap.mjs'

const skipped = new Set(['node_modules', 'dist', '.next', '.turbo', '.reports', '.samples'])
const sourceFile = /\.(ts|tsx|mts|mjs|js|md)$/

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (sourceFile.test(entry.name)) yield path
  }
}

/**
 * The `exports` entries of `workspaces` (path and name of each) that no file outside their
 * own package imports, as `name/subpath` specifiers.
 */
export async function unusedExportEntries(workspaces) {
  const texts = []
  for (const dir of ['apps', 'bench', 'e2e', 'packages']) {
    for await (const file of sourceFiles(join(root, dir))) {
      texts.push({ file, text: await readFile(file, 'utf8') })
    }
  }
  const unused = []
  for (const workspace of workspaces) {
    const manifest = JSON.parse(await readFile(join(workspace.path, 'package.json'), 'utf8'))
    for (const entry of Object.keys(manifest.exports ?? {})) {
      if (entry === './package.json') continue
      const specifier = entry === '.' ? manifest.name : `${manifest.name}${entry.slice(1)}`
      const quoted = [`'${specifier}'`, `"${specifier}"`]
      const used = texts.some(
        ({ file, text }) =>
          relative(workspace.path, file).startsWith('..') &&
          quoted.some((quote) => text.includes(quote)),
      )
      if (!used) unused.push(specifier)
    }
  }
  return unused
}
