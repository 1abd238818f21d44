import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import {
  type CheckOriginErrorType,
  type CheckOriginParameters,
  type CheckOriginReturnType,
  checkOrigin,
} from './checkOrigin.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('checkOrigin', () => {
  it('parameters: the client only', () => {
    expectTypeOf(checkOrigin).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<CheckOriginParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: the origin is the page's own, not a parameter
    checkOrigin(latch, { origin: 'https://example.org' })
  })

  it('behavior: resolves with whether the origin is allowed', () => {
    expectTypeOf(checkOrigin).returns.toEqualTypeOf<Promise<CheckOriginReturnType>>()
    expectTypeOf<CheckOriginReturnType>().toEqualTypeOf<boolean>()
  })

  it('behavior: never rejects (a failing service counts as no list)', () => {
    expectTypeOf<CheckOriginErrorType>().toBeNever()
  })
})
