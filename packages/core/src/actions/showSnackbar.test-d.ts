import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError, RuntimeLoadFailedError } from '../errors/internal.js'
import {
  type ShowSnackbarErrorType,
  type ShowSnackbarParameters,
  type ShowSnackbarReturnType,
  showSnackbar,
} from './showSnackbar.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('showSnackbar', () => {
  it('parameters: a message and its variant', () => {
    expectTypeOf(showSnackbar).parameter(1).toEqualTypeOf<ShowSnackbarParameters>()
    expectTypeOf<ShowSnackbarParameters>().toEqualTypeOf<{
      message: string
      variant: 'success' | 'error' | 'loading'
    }>()
    showSnackbar(latch, { message: 'Address copied', variant: 'success' })
    // @ts-expect-error: a variant the snackbar does not have
    showSnackbar(latch, { message: 'Hi', variant: 'info' })
    // @ts-expect-error: the message is required
    showSnackbar(latch)
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(showSnackbar).returns.toEqualTypeOf<Promise<ShowSnackbarReturnType>>()
    expectTypeOf<ShowSnackbarReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<ShowSnackbarErrorType>().toEqualTypeOf<InternalError>()
    expectTypeOf<RuntimeLoadFailedError>().toExtend<ShowSnackbarErrorType>()
  })
})
