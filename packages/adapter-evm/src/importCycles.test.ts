import { importCycles } from '@latch/testkit/imports'
import { expect, it } from 'vitest'

it('default: no module of adapter-evm imports itself through others', () => {
  // evmAdapter.ts loads evmWallet.ts lazily; both read evmAdapterOptions.ts, neither the other.
  expect(importCycles(import.meta.url)).toEqual([])
})
