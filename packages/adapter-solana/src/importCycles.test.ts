import { importCycles } from '@latch/testkit/imports'
import { expect, it } from 'vitest'

it('default: no module of adapter-solana imports itself through others', () => {
  // solanaAdapter.ts loads solanaWallet.ts lazily; both read solanaAdapterOptions.ts, neither the other.
  expect(importCycles(import.meta.url)).toEqual([])
})
