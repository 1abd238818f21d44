import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type ResendEmailCodeErrorType,
  type ResendEmailCodeParameters,
  type ResendEmailCodeReturnType,
  resendEmailCode,
} from './resendEmailCode.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('resendEmailCode', () => {
  it('parameters: the client only', () => {
    expectTypeOf(resendEmailCode).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<ResendEmailCodeParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the client is required
    resendEmailCode()
    // @ts-expect-error: it takes nothing besides the client
    resendEmailCode(latch, {})
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(resendEmailCode).returns.toEqualTypeOf<ResendEmailCodeReturnType>()
    expectTypeOf<ResendEmailCodeReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (nothing awaits it)', () => {
    expectTypeOf<ResendEmailCodeErrorType>().toBeNever()
  })
})
