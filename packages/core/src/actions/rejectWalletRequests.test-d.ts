import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type RejectWalletRequestsErrorType,
  type RejectWalletRequestsParameters,
  type RejectWalletRequestsReturnType,
  rejectWalletRequests,
} from './rejectWalletRequests.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('rejectWalletRequests', () => {
  it('parameters: the client only', () => {
    expectTypeOf(rejectWalletRequests).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<RejectWalletRequestsParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the client is required
    rejectWalletRequests()
    // @ts-expect-error: it takes nothing besides the client
    rejectWalletRequests(latch, {})
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(rejectWalletRequests).returns.toEqualTypeOf<RejectWalletRequestsReturnType>()
    expectTypeOf<RejectWalletRequestsReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (a failed load shows as the alert)', () => {
    expectTypeOf<RejectWalletRequestsErrorType>().toBeNever()
  })
})
