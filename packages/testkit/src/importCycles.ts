import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// Every import and re-export of another module of the package: type-only ones (a cycle of types
// becomes one of values with the next import) and lazy `import()` ones (a part that imports
// what loads it ties the two together all the same).
const moduleImport =
  /^(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s+from\s+['"](\.[^'"]+)['"]|^import\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]/gm

/**
 * The folder of sources, named by the `file:` URL of a module in it: a test's own
 * `import.meta.url` for the folder the test is in. A string, not a `URL`: a DOM environment
 * (happy-dom) puts a `URL` of its own in place of Node's.
 */
export type SourceRoot = string

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(?:-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * Each source file below `root`'s folder (tests left out) and the source files it imports, statically,
 * type-only or with `import()`, as paths relative to that folder (the `.js` specifiers of ESM
 * TypeScript read as the `.ts` or `.tsx` file).
 *
 * @example
 * importGraph(import.meta.url).get('solanaAdapter.ts') // ['solanaAdapterOptions.ts', …]
 */
export function importGraph(root: SourceRoot): Map<string, string[]> {
  const directory = dirname(fileURLToPath(root))
  const files = sourceFiles(directory)
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(moduleImport)].flatMap((match) => {
      const specifier = match[1] ?? match[2] ?? match[3] ?? ''
      const base = resolve(dirname(file), specifier.replace(/\.js$/, ''))
      return [`${base}.ts`, `${base}.tsx`].filter((candidate) => known.has(candidate))
    })
    graph.set(
      relative(directory, file),
      targets.map((target) => relative(directory, target)),
    )
  }
  return graph
}

/**
 * Every cycle of imports among the sources below `root`'s folder (see `importGraph`), each as the files
 * it goes through, first file last again; none is `[]`. A package's test asserts that there is
 * none, so that a lazily loaded part never imports what loads it.
 *
 * @throws {Error} when there is no source below `root`'s folder.
 *
 * @example
 * expect(importCycles(import.meta.url)).toEqual([])
 */
export function importCycles(root: SourceRoot): string[][] {
  const graph = importGraph(root)
  // No sources is a wrong root, not a package without cycles.
  if (graph.size === 0) throw new Error(`No TypeScript sources below ${String(root)}`)
  const found: string[][] = []
  const done = new Set<string>()
  const path: string[] = []
  const visit = (file: string) => {
    const index = path.indexOf(file)
    if (index !== -1) {
      found.push([...path.slice(index), file])
      return
    }
    if (done.has(file)) return
    path.push(file)
    for (const target of graph.get(file) ?? []) visit(target)
    path.pop()
    done.add(file)
  }
  for (const file of graph.keys()) visit(file)
  return found
}
