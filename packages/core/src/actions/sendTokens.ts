import type { FeeSpeed } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'
import type { SendError } from '../errors/send.js'

export type SendTokensParameters = {
  /** A decimal amount in the token's unit (`'0.5'` ETH, not wei). */
  amount: string
  /** The receiver's address on the namespace. */
  to: string
  /** A token by contract (eip155) or mint (solana); absent: the native coin. */
  token?: { address: string; decimals: number; symbol: string } | undefined
  /** The namespace to send on; the active one by default. */
  namespace?: ChainNamespace | undefined
  /**
   * One of the speeds `estimateSendFee` offered, on chains that price confirmation time
   * (Bitcoin); the adapter's default when absent, ignored where the fee is set.
   */
  feeSpeed?: FeeSpeed | undefined
}

export type SendTokensReturnType = {
  /** The transaction id (a hash on eip155, a signature on solana). */
  hash: string
}

/**
 * "An amount and receiver address are required", "A token is required" (a token Latch cannot
 * use), "Unsupported chain" outside eip155 and solana or without the adapter's capability,
 * else the wallet's error; `state.send.error` shows the same.
 */
export type SendTokensErrorType = SendError | AdapterError | InternalError

/**
 * Sends the native coin (no `token`) or a token through the namespace's adapter (SPEC.md §4
 * "Send", §5). On success the router returns to Account, the form resets and the account's
 * cached balances are dropped; resolves with the transaction id as soon as the wallet has
 * sent it (not once mined). The send's code loads on first use.
 *
 * @example
 * const { hash } = await sendTokens(latch, { amount: '0.01', to: '0x…' })
 */
export function sendTokens(
  latch: LatchClient,
  parameters: SendTokensParameters,
): Promise<SendTokensReturnType> {
  return latch._internal.run(async (runtime) =>
    (await runtime.loadSendFlow()).sendTokens(parameters),
  )
}
