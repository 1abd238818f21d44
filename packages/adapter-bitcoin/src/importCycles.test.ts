import { importCycles } from '@latch/testkit/imports'
import { expect, it } from 'vitest'

it('default: no module of adapter-bitcoin imports itself through others', () => {
  // bitcoinAdapter.ts loads bitcoinWallet.ts lazily; both read bitcoinAdapterOptions.ts, neither the other.
  expect(importCycles(import.meta.url)).toEqual([])
})
