import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectionError, NoAuthConnectorError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import {
  type WaitForEmailCodeErrorType,
  type WaitForEmailCodeParameters,
  type WaitForEmailCodeReturnType,
  waitForEmailCode,
} from './waitForEmailCode.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('waitForEmailCode', () => {
  it('parameters: the client only (the code is typed in the secure frame)', () => {
    expectTypeOf(waitForEmailCode).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<WaitForEmailCodeParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the page never has the code
    waitForEmailCode(latch, { code: '123456' })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(waitForEmailCode).returns.toEqualTypeOf<Promise<WaitForEmailCodeReturnType>>()
    expectTypeOf<WaitForEmailCodeReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: its errors are BaseErrors of the connection, the frame or the client', () => {
    expectTypeOf<WaitForEmailCodeErrorType>().toEqualTypeOf<
      ConnectionError | FrameError | InternalError
    >()
    expectTypeOf<WaitForEmailCodeErrorType>().toExtend<BaseError>()
    expectTypeOf<NoAuthConnectorError>().toExtend<WaitForEmailCodeErrorType>()
  })
})
