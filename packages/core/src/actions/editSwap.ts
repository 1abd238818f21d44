import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'
import type { SwapEdit } from '../machines/latchEvents.js'

/** The fields to change (tokens by CAIP-10 address, as `state.swap.tokens` lists them). */
export type EditSwapParameters = SwapEdit

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type EditSwapReturnType = void

/** An `InternalError` when the machines cannot load. */
export type EditSwapErrorType = InternalError

/**
 * Changes the swap form as a visitor does: `flip` swaps the two tokens, a token or an amount
 * asks for a new quote (`state.swap.toAmount`) once the form has two tokens and an amount.
 * Choosing the other side's token swaps the two.
 *
 * @example
 * await editSwap(latch, { amount: '10' })
 */
export function editSwap(
  latch: LatchClient,
  parameters: EditSwapParameters,
): Promise<EditSwapReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'swap.edit', edit: parameters })
  })
}
