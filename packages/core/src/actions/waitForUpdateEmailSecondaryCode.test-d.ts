import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { BaseError } from '../errors/base.js'
import type { ConnectionError, NoAuthConnectorError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import {
  type WaitForUpdateEmailSecondaryCodeErrorType,
  type WaitForUpdateEmailSecondaryCodeParameters,
  type WaitForUpdateEmailSecondaryCodeReturnType,
  waitForUpdateEmailSecondaryCode,
} from './waitForUpdateEmailSecondaryCode.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('waitForUpdateEmailSecondaryCode', () => {
  it('parameters: the client only (the code is typed in the secure frame)', () => {
    expectTypeOf(waitForUpdateEmailSecondaryCode).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<WaitForUpdateEmailSecondaryCodeParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the page never has the code
    waitForUpdateEmailSecondaryCode(latch, { code: '123456' })
  })

  it('behavior: resolves with the new email', () => {
    expectTypeOf(waitForUpdateEmailSecondaryCode).returns.toEqualTypeOf<
      Promise<WaitForUpdateEmailSecondaryCodeReturnType>
    >()
    expectTypeOf<WaitForUpdateEmailSecondaryCodeReturnType>().toEqualTypeOf<string>()
  })

  it('behavior: its errors are BaseErrors of the connection, the frame or the client', () => {
    expectTypeOf<WaitForUpdateEmailSecondaryCodeErrorType>().toEqualTypeOf<
      ConnectionError | FrameError | InternalError
    >()
    expectTypeOf<WaitForUpdateEmailSecondaryCodeErrorType>().toExtend<BaseError>()
    expectTypeOf<NoAuthConnectorError>().toExtend<WaitForUpdateEmailSecondaryCodeErrorType>()
  })
})
