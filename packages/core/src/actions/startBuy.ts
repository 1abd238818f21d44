import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

export type StartBuyParameters = {
  /** The namespace whose account buys; the active one by default. */
  namespace?: ChainNamespace | undefined
  /** The onramp provider (one of `state.features.onramp`); Latch's default one when absent. */
  provider?: string | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type StartBuyReturnType = void

/** An `InternalError` when the machines cannot load. */
export type StartBuyErrorType = InternalError

/**
 * Opens a buy form for the namespace's account (SPEC.md §4 "Onramp"), as the Account view's
 * Buy does: the provider's options load (the built-in defaults when they cannot), and
 * `state.buy` shows the form. The buy's code loads now if it has not.
 *
 * @example
 * await startBuy(latch)
 * await editBuy(latch, { amount: '50' })
 */
export function startBuy(
  latch: LatchClient,
  parameters: StartBuyParameters = {},
): Promise<StartBuyReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'buy.start', ...parameters })
  })
}
