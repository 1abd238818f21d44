import type { Connection } from '../storage/schemas.js'
import type { PaymentRequest } from './pay.js'

/**
 * Where a payment stands for the visitor: what the Pay view's button does next, the wallet's
 * answer awaited, or paid.
 */
export type PayStatus = 'connect' | 'switchNetwork' | 'ready' | 'paying' | 'paid'

/**
 * The next step of an unpaid request (SPEC.md §6 `pay`), from the connection of its namespace
 * (`undefined` while none is connected): a wallet first, then that wallet on the request's
 * network, then the payment itself. The root machine decides by it what the Pay view's button
 * does; the state shows it.
 */
export function payStepOf(
  request: PaymentRequest,
  connection: Pick<Connection, 'network'> | undefined,
): 'connect' | 'switchNetwork' | 'ready' {
  if (!connection) return 'connect'
  if (connection.network !== request.network.caipNetworkId) return 'switchNetwork'
  return 'ready'
}
