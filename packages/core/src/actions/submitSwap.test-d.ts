import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type SubmitSwapErrorType,
  type SubmitSwapParameters,
  type SubmitSwapReturnType,
  submitSwap,
} from './submitSwap.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('submitSwap', () => {
  it('parameters: the client only (the form is the machine)', () => {
    expectTypeOf(submitSwap).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<SubmitSwapParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the fields go through editSwap
    submitSwap(latch, { amount: '1' })
  })

  it('behavior: resolves with the step that went on chain', () => {
    expectTypeOf(submitSwap).returns.toEqualTypeOf<Promise<SubmitSwapReturnType>>()
    expectTypeOf<SubmitSwapReturnType>().toEqualTypeOf<'approved' | 'swapped'>()
  })

  it("behavior: its error is the wallet's, the service's or a SwapError, whatever kind", () => {
    expectTypeOf<SubmitSwapErrorType>().toEqualTypeOf<Error>()
  })
})
