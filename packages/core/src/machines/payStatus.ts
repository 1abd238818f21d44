import type { PaymentRequest } from './pay.js'

/**
 * Where a payment stands for the visitor: what the Pay view's button does next, the wallet's
 * answer awaited, or paid.
 */
export type PayStatus = 'connect' | 'switchNetwork' | 'ready' | 'paying' | 'paid'

/** The facts of the page a payment's next step depends on. */
export type PayFacts = {
  /** Whether the request's namespace has a connected wallet. */
  connected: boolean
  /** The network the namespace's wallet is on (it pays there). */
  walletNetwork: string | undefined
}

/**
 * The next step of an unpaid request (SPEC.md §6 `pay`): a wallet on its namespace first, then
 * that wallet on the request's network, then the payment itself. The root machine decides by it what the Pay
 * view's button does; the state shows it.
 */
export function payStepOf(
  request: PaymentRequest,
  facts: PayFacts,
): 'connect' | 'switchNetwork' | 'ready' {
  if (!facts.connected) return 'connect'
  if (facts.walletNetwork !== request.network.caipNetworkId) return 'switchNetwork'
  return 'ready'
}
