import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { importCycles, importGraph } from './importCycles.js'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/**
 * A package's sources in a temporary folder, each path with its text: the URL of a module in
 * the folder, as a test's `import.meta.url` names its own.
 */
function sources(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'latch-import-cycles-'))
  roots.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return pathToFileURL(join(root, 'importCycles.test.ts')).href
}

describe('importGraph', () => {
  it('default: static, type-only, re-exported, side-effect and lazy imports, .ts and .tsx', () => {
    const root = sources({
      'adapter.ts': [
        "import { a } from './a.js'",
        "import type { B } from './b.js'",
        "import './c.js'",
        "export { d } from './d.js'",
        "export * from './nested/e.js'",
        "const wallet = () => import('./wallet.js')",
        "import { external } from '@latch/core'",
      ].join('\n'),
      'a.ts': '',
      'b.ts': '',
      'c.ts': '',
      'd.ts': '',
      'nested/e.tsx': '',
      'wallet.ts': '',
    })
    expect(importGraph(root).get('adapter.ts')).toEqual([
      'a.ts',
      'b.ts',
      'c.ts',
      'd.ts',
      join('nested', 'e.tsx'),
      'wallet.ts',
    ])
  })

  it('behavior: tests and modules outside the folder are left out', () => {
    const root = sources({
      'a.ts': "import { b } from './b.js'\nimport { x } from '../outside.js'",
      'b.ts': '',
      'a.test.ts': "import { a } from './a.js'",
      'a.test-d.ts': "import { a } from './a.js'",
    })
    expect([...importGraph(root)]).toEqual([
      ['a.ts', ['b.ts']],
      ['b.ts', []],
    ])
  })
})

describe('importCycles', () => {
  it('default: a lazy import back through a type-only one is a cycle', () => {
    const root = sources({
      'adapter.ts': "import type { Options } from './wallet.js'\nexport const x = 1",
      'wallet.ts': "export type Options = {}\nconst adapter = () => import('./adapter.js')",
    })
    expect(importCycles(root)).toEqual([['adapter.ts', 'wallet.ts', 'adapter.ts']])
  })

  it('behavior: shared modules without a way back are no cycle', () => {
    const root = sources({
      'adapter.ts': "import { o } from './options.js'\nconst w = () => import('./wallet.js')",
      'wallet.ts': "import type { O } from './options.js'",
      'options.ts': '',
    })
    expect(importCycles(root)).toEqual([])
  })

  it('behavior: a folder without sources is refused, not passed', () => {
    expect(() => importCycles(sources({ 'a.test.ts': '' }))).toThrowError(/No TypeScript sources/)
  })
})
