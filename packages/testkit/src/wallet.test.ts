import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import * as api from './wallet.js'

it('exports', () => {
  // Every change to the public API shows up here in review.
  expect(Object.keys(api).sort()).toMatchSnapshot()
})

it('behavior: the browser entry imports nothing but its own modules and viem', () => {
  const srcDir = dirname(fileURLToPath(import.meta.url))
  const visited = new Set<string>()
  const external = new Set<string>()
  const visit = (file: string) => {
    if (visited.has(file)) return
    visited.add(file)
    const source = readFileSync(join(srcDir, file), 'utf8')
    for (const [, specifier] of source.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)) {
      if (!specifier) continue
      if (specifier.startsWith('./')) visit(specifier.slice(2).replace(/\.js$/, '.ts'))
      else external.add(specifier)
    }
  }
  visit('wallet.ts')
  expect([...external].sort()).toEqual(['viem', 'viem/accounts'])
  expect(visited.has('createTestWallet.ts')).toBe(true)
})
