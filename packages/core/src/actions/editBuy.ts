import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'
import type { BuyEdit } from '../machines/latchEvents.js'

/** The fields to change (currencies by id); those absent stay. */
export type EditBuyParameters = BuyEdit

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type EditBuyReturnType = void

/** An `InternalError` when the machines cannot load. */
export type EditBuyErrorType = InternalError

/**
 * Changes fields of the buy form as a visitor does: another provider loads its options; a
 * currency or an amount asks for a quote (`state.buy.quote`) once the form is complete.
 *
 * @example
 * await editBuy(latch, { amount: '50', paymentCurrency: 'EUR' })
 */
export function editBuy(
  latch: LatchClient,
  parameters: EditBuyParameters,
): Promise<EditBuyReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'buy.edit', edit: parameters })
  })
}
