import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'
import {
  type SubmitPayErrorType,
  type SubmitPayParameters,
  type SubmitPayReturnType,
  submitPay,
} from './submitPay.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('submitPay', () => {
  it('parameters: the client only (the payment is the machine’s)', () => {
    expectTypeOf(submitPay).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<SubmitPayParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the request goes through pay
    submitPay(latch, { amount: '1' })
  })

  it('behavior: resolves with nothing once the step is asked for', () => {
    expectTypeOf<SubmitPayReturnType>().toEqualTypeOf<void>()
    expectTypeOf<SubmitPayErrorType>().toEqualTypeOf<InternalError>()
  })
})
