import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type CancelUpdateEmailErrorType,
  type CancelUpdateEmailParameters,
  type CancelUpdateEmailReturnType,
  cancelUpdateEmail,
} from './cancelUpdateEmail.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('cancelUpdateEmail', () => {
  it('parameters: the client only', () => {
    expectTypeOf(cancelUpdateEmail).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<CancelUpdateEmailParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the client is required
    cancelUpdateEmail()
    // @ts-expect-error: it takes nothing besides the client
    cancelUpdateEmail(latch, {})
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(cancelUpdateEmail).returns.toEqualTypeOf<CancelUpdateEmailReturnType>()
    expectTypeOf<CancelUpdateEmailReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (nothing awaits it)', () => {
    expectTypeOf<CancelUpdateEmailErrorType>().toBeNever()
  })
})
