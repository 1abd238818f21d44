import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import { AdapterError } from '../errors/adapter.js'
import { ConfigError } from '../errors/config.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import { parseUnits } from '../format/decimal.js'
import type { PaymentRequest } from '../machines/pay.js'

export type PayParameters = {
  /** The address paid, on the network's namespace. */
  recipient: string
  /** A decimal amount in the asset's unit (`'0.5'` ETH, not wei). */
  amount: string
  /** The network to pay on, by CAIP-2 id: one the site configured. */
  network: CaipNetworkId
  /** A token by contract (eip155) or mint (solana); absent: the network's coin. */
  token?: { address: string; decimals: number; symbol: string } | undefined
}

export type PayReturnType = {
  /** The payment's transaction id (a hash on eip155, a signature on solana). */
  hash: string
}

/**
 * A `ConfigError` (`FEATURE_NOT_ENABLED`) when the site has not turned `features.pay` on; an
 * `InternalError` ("Chain is not supported") for a network the site did not configure; an
 * `AdapterError` ("Invalid amount") for an amount that is not a positive decimal of the asset; a
 * `ConnectionError` ("Modal closed") when the visitor closes the modal without paying, or a
 * newer payment replaces this one.
 */
export type PayErrorType = ConfigError | AdapterError | ConnectionError | InternalError

let lastId = 0

/**
 * Asks the visitor to pay (SPEC.md §6 `pay`): the modal opens at Pay, which says what is
 * asked (the amount, the asset, the recipient, the network) and leads the visitor through
 * what is missing, one button at a time: connect a wallet (wallets only, since the `pay`
 * flag turns email and socials off), switch to the request's network, pay. The transfer goes
 * through the send form's rules and the namespace's adapter; the wallet's refusal stays on
 * Pay for another try. Resolves with the transaction id once the wallet has sent it (not once
 * mined); rejects when the visitor closes the modal unpaid.
 *
 * @example
 * const { hash } = await pay(latch, {
 *   network: 'eip155:8453',
 *   recipient: '0x…',
 *   amount: '12.5',
 *   token: { address: usdc, decimals: 6, symbol: 'USDC' },
 * })
 */
export function pay(latch: LatchClient, parameters: PayParameters): Promise<PayReturnType> {
  const state = latch.getState()
  if (!state.features.pay) {
    return Promise.reject(new ConfigError('FEATURE_NOT_ENABLED', { values: { feature: 'pay' } }))
  }
  const network = state.networks.find(({ caipNetworkId }) => caipNetworkId === parameters.network)
  if (!network) {
    return Promise.reject(
      new InternalError('CHAIN_NOT_SUPPORTED', {
        details: `${parameters.network} is not one of the site's networks`,
      }),
    )
  }
  const decimals = parameters.token?.decimals ?? network.nativeCurrency.decimals
  if (!parseUnits(parameters.amount, decimals)) {
    return Promise.reject(
      new AdapterError('INVALID_AMOUNT', {
        details: `"${parameters.amount}" is not a positive amount with at most ${decimals} decimals`,
      }),
    )
  }
  const request: PaymentRequest = {
    id: ++lastId,
    network,
    recipient: parameters.recipient.trim(),
    amount: parameters.amount.trim(),
    ...(parameters.token ? { token: parameters.token } : {}),
  }
  return latch._internal.run((runtime) => payWith(runtime, request))
}

async function payWith(runtime: LatchRuntime, request: PaymentRequest): Promise<PayReturnType> {
  const payment = runtime.context().pay
  runtime.send({ type: 'pay.start', request })
  // Paid, or no longer the request: given up (the modal closed), or never taken (the wallet
  // was answering another payment), or replaced by a newer one.
  const done = await settled(
    payment,
    (snapshot) => snapshot.context.request?.id !== request.id || snapshot.matches('paid'),
  )
  if (done.matches('paid') && done.context.request?.id === request.id && done.context.hash) {
    return { hash: done.context.hash }
  }
  throw new ConnectionError('MODAL_CLOSED', {
    details:
      done.context.cancelled === request.id
        ? 'the visitor closed the modal before paying'
        : 'another payment took its place before it was paid',
  })
}
