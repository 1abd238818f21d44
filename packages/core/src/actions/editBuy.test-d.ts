import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'
import {
  type EditBuyErrorType,
  type EditBuyParameters,
  type EditBuyReturnType,
  editBuy,
} from './editBuy.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('editBuy', () => {
  it('parameters: the fields to change, each optional; currencies by id', () => {
    expectTypeOf<EditBuyParameters>().toEqualTypeOf<{
      provider?: string | undefined
      purchaseCurrency?: string | undefined
      paymentCurrency?: string | undefined
      amount?: string | undefined
    }>()
    editBuy(latch, { amount: '50' })
    // @ts-expect-error: an amount is text, as typed
    editBuy(latch, { amount: 50 })
  })

  it('behavior: resolves with nothing', () => {
    expectTypeOf(editBuy).returns.toEqualTypeOf<Promise<EditBuyReturnType>>()
    expectTypeOf<EditBuyReturnType>().toEqualTypeOf<void>()
  })

  it("behavior: its error is the client's, when the machines cannot load", () => {
    expectTypeOf<EditBuyErrorType>().toEqualTypeOf<InternalError>()
  })
})
