import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type CancelEmailLoginErrorType,
  type CancelEmailLoginParameters,
  type CancelEmailLoginReturnType,
  cancelEmailLogin,
} from './cancelEmailLogin.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('cancelEmailLogin', () => {
  it('parameters: the client only', () => {
    expectTypeOf(cancelEmailLogin).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<CancelEmailLoginParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the client is required
    cancelEmailLogin()
    // @ts-expect-error: it takes nothing besides the client
    cancelEmailLogin(latch, {})
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(cancelEmailLogin).returns.toEqualTypeOf<CancelEmailLoginReturnType>()
    expectTypeOf<CancelEmailLoginReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (nothing awaits it)', () => {
    expectTypeOf<CancelEmailLoginErrorType>().toBeNever()
  })
})
