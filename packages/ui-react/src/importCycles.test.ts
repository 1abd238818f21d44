import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const root = dirname(fileURLToPath(import.meta.url))

// Every import and re-export of another module of the package: type-only ones (a cycle of types
// becomes one of values with the next import) and lazy `import()` ones (a part that imports
// what loads it ties the two together all the same).
const moduleImport =
  /^(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s+from\s+['"](\.[^'"]+)['"]|^import\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]/gm

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(?:-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Each source file and the source files it imports (the `.js` specifiers of ESM TypeScript). */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(root)
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(moduleImport)].flatMap((match) => {
      const specifier = match[1] ?? match[2] ?? match[3] ?? ''
      const base = resolve(dirname(file), specifier.replace(/\.js$/, ''))
      return [`${base}.ts`, `${base}.tsx`].filter((candidate) => known.has(candidate))
    })
    graph.set(file, targets)
  }
  return graph
}

/** Every cycle found by a depth-first walk, each as the files it goes through. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const path: string[] = []
  const visit = (file: string) => {
    const index = path.indexOf(file)
    if (index !== -1) {
      found.push([...path.slice(index), file].map((each) => relative(root, each)))
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

it('behavior: the graph sees static, type-only and lazy imports', () => {
  // Guards the check below against a pattern that matches nothing.
  const graph = importGraph()
  const importsOf = (file: string) =>
    (graph.get(join(root, file)) ?? []).map((each) => relative(root, each))
  expect(importsOf('LatchModal.tsx')).toContain('useLatchState.ts')
  expect(importsOf('LatchContext.ts')).toContain('theme.ts')
  expect(importsOf('modalDialogChunk.ts')).toContain(join('modal', 'ModalDialog.tsx'))
})

it('default: no module of ui-react imports itself through others', () => {
  expect(cycles(importGraph())).toEqual([])
})
