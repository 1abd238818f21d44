import { importCycles } from '@latch/testkit/imports'
import { expect, it } from 'vitest'

it('default: no module of adapter-cosmos imports itself through others', () => {
  // cosmosAdapter.ts loads cosmosWallet.ts lazily; both read cosmosAdapterOptions.ts, neither the other.
  expect(importCycles(import.meta.url)).toEqual([])
})
