import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import {
  type LoadMoreNftsErrorType,
  type LoadMoreNftsParameters,
  type LoadMoreNftsReturnType,
  loadMoreNfts,
} from './loadMoreNfts.js'

// Checked by `tsc` (the typecheck task): nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('loadMoreNfts', () => {
  it('parameters: only the client (the page after those listed)', () => {
    expectTypeOf(loadMoreNfts).parameter(0).toEqualTypeOf<LatchClient>()
    expectTypeOf(loadMoreNfts).parameter(1).toEqualTypeOf<LoadMoreNftsParameters | undefined>()
    loadMoreNfts(latch)
    // @ts-expect-error: the cursor is the machine's, never given
    loadMoreNfts(latch, { cursor: 'next' })
  })

  it('behavior: resolves with nothing (state.nfts shows the pages)', () => {
    expectTypeOf(loadMoreNfts).returns.toEqualTypeOf<Promise<LoadMoreNftsReturnType>>()
    expectTypeOf<LoadMoreNftsReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<LoadMoreNftsErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<LoadMoreNftsErrorType>()
  })
})
