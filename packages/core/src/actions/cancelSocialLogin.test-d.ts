import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type CancelSocialLoginErrorType,
  type CancelSocialLoginParameters,
  type CancelSocialLoginReturnType,
  cancelSocialLogin,
} from './cancelSocialLogin.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('cancelSocialLogin', () => {
  it('parameters: the client only', () => {
    expectTypeOf(cancelSocialLogin).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<CancelSocialLoginParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the client is required
    cancelSocialLogin()
    // @ts-expect-error: it takes nothing besides the client
    cancelSocialLogin(latch, {})
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(cancelSocialLogin).returns.toEqualTypeOf<CancelSocialLoginReturnType>()
    expectTypeOf<CancelSocialLoginReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (nothing awaits it)', () => {
    expectTypeOf<CancelSocialLoginErrorType>().toBeNever()
  })
})
