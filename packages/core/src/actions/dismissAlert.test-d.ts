import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type DismissAlertErrorType,
  type DismissAlertParameters,
  type DismissAlertReturnType,
  dismissAlert,
} from './dismissAlert.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('dismissAlert', () => {
  it('parameters: the client only', () => {
    expectTypeOf(dismissAlert).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<DismissAlertParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the client is required
    dismissAlert()
    // @ts-expect-error: it takes nothing besides the client
    dismissAlert(latch, {})
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(dismissAlert).returns.toEqualTypeOf<DismissAlertReturnType>()
    expectTypeOf<DismissAlertReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (it only clears the alert)', () => {
    expectTypeOf<DismissAlertErrorType>().toBeNever()
  })
})
