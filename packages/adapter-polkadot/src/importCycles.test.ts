import { importCycles } from '@latch/testkit/imports'
import { expect, it } from 'vitest'

it('default: no module of adapter-polkadot imports itself through others', () => {
  // polkadotAdapter.ts loads polkadotWallet.ts lazily; both read polkadotAdapterOptions.ts, neither the other.
  expect(importCycles(import.meta.url)).toEqual([])
})
