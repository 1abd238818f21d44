import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'
import {
  type EditSwapErrorType,
  type EditSwapParameters,
  type EditSwapReturnType,
  editSwap,
} from './editSwap.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('editSwap', () => {
  it('parameters: the fields to change, each optional; tokens by CAIP-10 address', () => {
    expectTypeOf<EditSwapParameters>().toEqualTypeOf<{
      from?: string | undefined
      to?: string | undefined
      amount?: string | undefined
      flip?: boolean | undefined
    }>()
    editSwap(latch, { flip: true })
    // @ts-expect-error: an amount is text, as typed
    editSwap(latch, { amount: 10 })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(editSwap).returns.toEqualTypeOf<Promise<EditSwapReturnType>>()
    expectTypeOf<EditSwapReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<EditSwapErrorType>().toEqualTypeOf<InternalError>()
  })
})
