import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

export type StartSwapParameters = {
  /** The namespace whose account swaps; the active one by default (swaps are eip155). */
  namespace?: ChainNamespace | undefined
  /** The token to swap from, by symbol; the network's coin by default. */
  fromToken?: string | undefined
  /** The token to swap to, by symbol; the exchange's next token by default. */
  toToken?: string | undefined
  /** In `fromToken`'s unit. */
  amount?: string | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type StartSwapReturnType = void

/** An `InternalError` when the machines cannot load. */
export type StartSwapErrorType = InternalError

/**
 * Opens a swap form for the account (SPEC.md §2 Swap), as the Swap view does when it opens
 * (`open({ view: 'Swap', data })`): the exchange's tokens and the account's balances load,
 * and `state.swap` shows the form, quoted at once when an amount is given. The swap's code
 * loads now if it has not. Swaps are not offered off eip155 (`state.swap.status` is
 * `unsupported`, with why in `state.swap.error`).
 *
 * @example
 * await startSwap(latch, { fromToken: 'LTT', toToken: 'ETH', amount: '10' })
 */
export function startSwap(
  latch: LatchClient,
  parameters: StartSwapParameters = {},
): Promise<StartSwapReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'swap.start', ...parameters })
  })
}
