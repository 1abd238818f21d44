import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import {
  type CancelSignInErrorType,
  type CancelSignInParameters,
  type CancelSignInReturnType,
  cancelSignIn,
} from './cancelSignIn.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('cancelSignIn', () => {
  it('parameters: the client only', () => {
    expectTypeOf(cancelSignIn).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf<CancelSignInParameters>().toEqualTypeOf<undefined>()
    // @ts-expect-error: it takes nothing besides the client
    cancelSignIn(latch, {})
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(cancelSignIn).returns.toEqualTypeOf<Promise<CancelSignInReturnType>>()
    expectTypeOf<CancelSignInReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<CancelSignInErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<CancelSignInErrorType>()
  })
})
