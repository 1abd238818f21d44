import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type FocusSecureFrameErrorType,
  type FocusSecureFrameParameters,
  type FocusSecureFrameReturnType,
  focusSecureFrame,
} from './focusSecureFrame.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('focusSecureFrame', () => {
  it('parameters: the client only', () => {
    expectTypeOf(focusSecureFrame).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<FocusSecureFrameParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the client is required
    focusSecureFrame()
    // @ts-expect-error: it takes nothing besides the client
    focusSecureFrame(latch, {})
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(focusSecureFrame).returns.toEqualTypeOf<FocusSecureFrameReturnType>()
    expectTypeOf<FocusSecureFrameReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (without a frame it does nothing)', () => {
    expectTypeOf<FocusSecureFrameErrorType>().toBeNever()
  })
})
