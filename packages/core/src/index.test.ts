import { expect, it } from 'vitest'
import * as conformance from './conformance/index.js'
import * as constants from './constants/index.js'
import * as main from './index.js'
import * as machines from './machines/index.js'
import * as networks from './networks/index.js'

// Every change to the public API shows up here in review, entry by entry.
it.each([
  ['@latch/core', main],
  ['@latch/core/conformance', conformance],
  ['@latch/core/constants', constants],
  ['@latch/core/machines', machines],
  ['@latch/core/networks', networks],
])('exports of %s', (_entry, api) => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})

it('behavior: an entry does not repeat what another exports', () => {
  const entries = [main, conformance, constants, machines, networks].map(
    (api) => new Set(Object.keys(api)),
  )
  for (const [index, names] of entries.entries()) {
    for (const other of entries.slice(index + 1)) {
      expect([...names].filter((name) => other.has(name))).toEqual([])
    }
  }
})
