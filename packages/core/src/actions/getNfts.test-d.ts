import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { HttpError } from '../errors/http.js'
import type { InternalError } from '../errors/internal.js'
import type { ServiceError } from '../errors/service.js'
import type { Nft } from '../services/blockchainSchemas.js'
import {
  type GetNftsErrorType,
  type GetNftsParameters,
  type GetNftsReturnType,
  getNfts,
} from './getNfts.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('getNfts', () => {
  it('parameters: the address and the network; a cursor for the next page', () => {
    expectTypeOf<GetNftsParameters>().toEqualTypeOf<{
      address: string
      chainId: string
      cursor?: string | undefined
    }>()
    getNfts(latch, { address: '0xabc', chainId: 'eip155:1' })
    // @ts-expect-error: the network is needed
    getNfts(latch, { address: '0xabc' })
  })

  it('behavior: resolves with a page of NFTs and the next cursor', () => {
    expectTypeOf(getNfts).returns.toEqualTypeOf<Promise<GetNftsReturnType>>()
    expectTypeOf<GetNftsReturnType>().toEqualTypeOf<{ data: readonly Nft[]; next: string | null }>()
  })

  it("behavior: its error is the service's, or the missing service's", () => {
    expectTypeOf<GetNftsErrorType>().toEqualTypeOf<HttpError | ServiceError | InternalError>()
  })
})
