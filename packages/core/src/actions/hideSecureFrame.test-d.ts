import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type HideSecureFrameErrorType,
  type HideSecureFrameParameters,
  type HideSecureFrameReturnType,
  hideSecureFrame,
} from './hideSecureFrame.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('hideSecureFrame', () => {
  it('parameters: the client only', () => {
    expectTypeOf(hideSecureFrame).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<HideSecureFrameParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the client is required
    hideSecureFrame()
    // @ts-expect-error: it takes nothing besides the client
    hideSecureFrame(latch, {})
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(hideSecureFrame).returns.toEqualTypeOf<HideSecureFrameReturnType>()
    expectTypeOf<HideSecureFrameReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (without a frame it does nothing)', () => {
    expectTypeOf<HideSecureFrameErrorType>().toBeNever()
  })
})
