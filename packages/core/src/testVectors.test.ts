import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const vendored = fileURLToPath(new URL('../../../test-vectors', import.meta.url))
const shared = fileURLToPath(new URL('../../../../shared/vectors', import.meta.url))

describe('test-vectors', () => {
  it('behavior: vendored copies parse, and equal the shared originals where those exist', () => {
    for (const dir of ['caip', 'siwe']) {
      const names = readdirSync(join(vendored, dir)).sort()
      expect(names.length).toBeGreaterThan(0)
      for (const name of names) {
        const text = readFileSync(join(vendored, dir, name), 'utf8')
        expect(() => JSON.parse(text), `${dir}/${name}`).not.toThrow()
        // A fresh clone has no shared/ beside it; CI and developers do.
        if (existsSync(shared)) {
          expect(text, `${dir}/${name}`).toBe(readFileSync(join(shared, dir, name), 'utf8'))
        }
      }
      if (existsSync(shared)) expect(readdirSync(join(shared, dir)).sort()).toEqual(names)
    }
  })
})
