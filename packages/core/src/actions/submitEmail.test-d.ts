import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectionError, NoAuthConnectorError } from '../errors/connection.js'
import type { FrameError, FrameRequestFailedError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import {
  type SubmitEmailErrorType,
  type SubmitEmailParameters,
  type SubmitEmailReturnType,
  submitEmail,
} from './submitEmail.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('submitEmail', () => {
  it('parameters: email is required', () => {
    expectTypeOf(submitEmail).parameter(1).toEqualTypeOf<SubmitEmailParameters>()
    expectTypeOf<SubmitEmailParameters>().toEqualTypeOf<{ email: string }>()
    // @ts-expect-error: the parameters are an object
    submitEmail(latch, 'ada@example.com')
  })

  it('behavior: resolves with a step of the login', () => {
    expectTypeOf(submitEmail).returns.toEqualTypeOf<Promise<SubmitEmailReturnType>>()
    expectTypeOf<SubmitEmailReturnType>().toEqualTypeOf<
      'awaitingOtp' | 'awaitingDeviceApproval' | 'connected'
    >()
  })

  it('behavior: its errors are BaseErrors of the connection, the frame or the client', () => {
    expectTypeOf<SubmitEmailErrorType>().toEqualTypeOf<
      ConnectionError | FrameError | InternalError
    >()
    expectTypeOf<SubmitEmailErrorType>().toExtend<BaseError>()
    expectTypeOf<FrameRequestFailedError>().toExtend<SubmitEmailErrorType>()
    expectTypeOf<NoAuthConnectorError>().toExtend<SubmitEmailErrorType>()
  })
})
