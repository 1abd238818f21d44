import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { WalletRegistry } from '../services/walletRegistry.js'
import {
  type GetWalletRegistryErrorType,
  type GetWalletRegistryParameters,
  type GetWalletRegistryReturnType,
  getWalletRegistry,
} from './getWalletRegistry.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('getWalletRegistry', () => {
  it('parameters: the client only', () => {
    expectTypeOf(getWalletRegistry).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<GetWalletRegistryParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the search goes to the registry it returns
    getWalletRegistry(latch, { search: 'rain' })
  })

  it('behavior: returns the registry, or undefined without a config service', () => {
    expectTypeOf(getWalletRegistry).returns.toEqualTypeOf<GetWalletRegistryReturnType>()
    expectTypeOf<GetWalletRegistryReturnType>().toEqualTypeOf<WalletRegistry | undefined>()
  })

  it('behavior: never throws (each read rejects with its own error)', () => {
    expectTypeOf<GetWalletRegistryErrorType>().toBeNever()
  })
})
