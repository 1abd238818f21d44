import { expect, it } from 'vitest'
import { StateMachine } from 'xstate'
import * as conformance from './conformance/index.js'
import * as constants from './constants/index.js'
import * as errors from './errors/index.js'
import * as main from './index.js'
import * as internal from './internal/index.js'
import * as machines from './machines/index.js'
import * as networks from './networks/index.js'

const entries = [
  ['@latch/core', main],
  ['@latch/core/conformance', conformance],
  ['@latch/core/constants', constants],
  ['@latch/core/errors', errors],
  ['@latch/core/internal', internal],
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

// wagmi's main entry has about 100 names: the client, the actions, the base error and one
// error class per domain, and what a site needs besides. The class of each error code and the
// catalogues are in `/errors`, what only Latch's own packages use in `/internal`.
// (112 since `pay` and its view's `submitPay`; 113 since `cookieStorage`, as wagmi's has.)
it('behavior: the main entry has at most 113 runtime names', () => {
  expect(Object.keys(main).length).toBeLessThanOrEqual(113)
})

it('behavior: `/machines` exports machines only', () => {
  const notMachines = Object.entries(machines).filter(
    ([, value]) => !(value instanceof StateMachine),
  )
  expect(notMachines.map(([name]) => name)).toEqual([])
})
