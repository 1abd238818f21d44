import { expect, it } from 'vitest'
import * as conformance from './conformance/index.js'
import * as constants from './constants/index.js'
import * as errors from './errors/index.js'
import * as main from './index.js'
import * as machines from './machines/index.js'
import * as networks from './networks/index.js'

const entries = [
  ['@latch/core', main],
  ['@latch/core/conformance', conformance],
  ['@latch/core/constants', constants],
  ['@latch/core/errors', errors],
  ['@latch/core/machines', machines],
  ['@latch/core/networks', networks],
] as const

// Every change to the public API shows up here in review, entry by entry.
it.each(entries)('exports of %s', (_entry, api) => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})

it('behavior: an entry does not repeat what another exports', () => {
  const names = entries.map(([, api]) => new Set(Object.keys(api)))
  for (const [index, exported] of names.entries()) {
    for (const other of names.slice(index + 1)) {
      expect([...exported].filter((name) => other.has(name))).toEqual([])
    }
  }
})
