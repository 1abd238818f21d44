import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type SubmitBuyErrorType,
  type SubmitBuyParameters,
  type SubmitBuyReturnType,
  submitBuy,
} from './submitBuy.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('submitBuy', () => {
  it('parameters: the client only (the form is the machine)', () => {
    expectTypeOf(submitBuy).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<SubmitBuyParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the fields go through editBuy
    submitBuy(latch, { amount: '50' })
  })

  it('behavior: resolves with nothing once the page opened', () => {
    expectTypeOf(submitBuy).returns.toEqualTypeOf<Promise<SubmitBuyReturnType>>()
    expectTypeOf<SubmitBuyReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the service's, whatever kind", () => {
    expectTypeOf<SubmitBuyErrorType>().toEqualTypeOf<Error>()
  })
})
