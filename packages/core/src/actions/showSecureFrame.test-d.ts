import { describe, expectTypeOf, it } from 'vitest'
import type { SecureFrameRect, SecureFrameShowOptions } from '../auth/secureFrameHost.js'
import type { LatchClient } from '../client/latchClient.js'
import {
  type ShowSecureFrameErrorType,
  type ShowSecureFrameParameters,
  type ShowSecureFrameReturnType,
  showSecureFrame,
} from './showSecureFrame.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('showSecureFrame', () => {
  it("parameters: the area's rect is required, the frame's options optional", () => {
    expectTypeOf(showSecureFrame).parameter(1).toEqualTypeOf<ShowSecureFrameParameters>()
    expectTypeOf<ShowSecureFrameParameters>().toEqualTypeOf<
      SecureFrameShowOptions & { rect: SecureFrameRect }
    >()
    showSecureFrame(latch, { rect: { top: 0, left: 0, width: 1, height: 1 }, zIndex: 51 })
    // @ts-expect-error: rect is required
    showSecureFrame(latch, { zIndex: 51 })
    // @ts-expect-error: a rect has its four sides
    showSecureFrame(latch, { rect: { top: 0, left: 0 } })
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(showSecureFrame).returns.toEqualTypeOf<ShowSecureFrameReturnType>()
    expectTypeOf<ShowSecureFrameReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (without a loaded frame it does nothing)', () => {
    expectTypeOf<ShowSecureFrameErrorType>().toBeNever()
  })
})
