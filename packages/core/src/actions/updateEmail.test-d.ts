import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectionError, InvalidEmailError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from './updateEmail.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('updateEmail', () => {
  it('parameters: email is required', () => {
    expectTypeOf(updateEmail).parameter(1).toEqualTypeOf<UpdateEmailParameters>()
    expectTypeOf<UpdateEmailParameters>().toEqualTypeOf<{ email: string }>()
    // @ts-expect-error: email is required
    updateEmail(latch, {})
  })

  it('behavior: resolves with the first code asked for', () => {
    expectTypeOf(updateEmail).returns.toEqualTypeOf<Promise<UpdateEmailReturnType>>()
    expectTypeOf<UpdateEmailReturnType>().toEqualTypeOf<
      'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
    >()
  })

  it('behavior: its errors are BaseErrors of the connection, the frame or the client', () => {
    expectTypeOf<UpdateEmailErrorType>().toEqualTypeOf<
      ConnectionError | FrameError | InternalError
    >()
    expectTypeOf<UpdateEmailErrorType>().toExtend<BaseError>()
    expectTypeOf<InvalidEmailError>().toExtend<UpdateEmailErrorType>()
  })
})
