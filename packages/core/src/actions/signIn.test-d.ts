import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { InternalError } from '../errors/internal.js'
import type { SiwxError, SiwxNotEnabledError } from '../errors/siwx.js'
import {
  type SignInErrorType,
  type SignInParameters,
  type SignInReturnType,
  signIn,
} from './signIn.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('signIn', () => {
  it('parameters: the client only', () => {
    expectTypeOf(signIn).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<SignInParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: signIn takes no parameters
    signIn(latch, {})
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(signIn).returns.toEqualTypeOf<Promise<SignInReturnType>>()
    expectTypeOf<SignInReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: its errors are BaseErrors of sign-in or the client', () => {
    expectTypeOf<SignInErrorType>().toEqualTypeOf<SiwxError | InternalError>()
    expectTypeOf<SignInErrorType>().toExtend<BaseError>()
    expectTypeOf<SiwxNotEnabledError>().toExtend<SignInErrorType>()
  })
})
