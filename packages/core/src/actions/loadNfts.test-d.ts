import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import {
  type LoadNftsErrorType,
  type LoadNftsParameters,
  type LoadNftsReturnType,
  loadNfts,
} from './loadNfts.js'

// Checked by `tsc` (the typecheck task): nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('loadNfts', () => {
  it('parameters: the account and its network (CAIP-2), which may be unknown', () => {
    expectTypeOf(loadNfts).parameter(1).toEqualTypeOf<LoadNftsParameters>()
    expectTypeOf<LoadNftsParameters>().toEqualTypeOf<{
      address: string
      chainId: string | undefined
    }>()
    loadNfts(latch, { address: '0x1', chainId: 'eip155:1' })
    loadNfts(latch, { address: '0x1', chainId: undefined })
    // @ts-expect-error: the account is required
    loadNfts(latch, { chainId: 'eip155:1' })
  })

  it('behavior: resolves with nothing (state.nfts shows the list)', () => {
    expectTypeOf(loadNfts).returns.toEqualTypeOf<Promise<LoadNftsReturnType>>()
    expectTypeOf<LoadNftsReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<LoadNftsErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<LoadNftsErrorType>()
  })
})
