import type { FeeSpeed } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import { whenLoaded } from '../client/whenLoaded.js'
import type { AdapterError } from '../errors/adapter.js'
import { InternalError } from '../errors/internal.js'
import { SendError } from '../errors/send.js'
import { sendFormOf } from '../machines/latchContext.js'
import type { SendCommandForm } from '../machines/latchEvents.js'
import { sendStatusOf } from '../machines/sendStatus.js'

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
 * "An amount and receiver address are required" (also for an amount over a known balance, or a
 * receiver that is no address of the namespace), "A token is required" (a token Latch cannot
 * use), "Unsupported chain" where the namespace's adapter cannot send, else the wallet's
 * error; `state.send.error` shows the same.
 */
export type SendTokensErrorType = SendError | AdapterError | InternalError

/**
 * Sends the native coin (no `token`) or a token through the namespace's adapter (SPEC.md §4
 * "Send", §5) through the send form: the form's rules apply, then the namespace's adapter sends.
 * On success the router returns to Account and the transfer is the namespace's last
 * (`state.send.transfers`); resolves with the transaction id as soon as the wallet has sent it
 * (not once mined). Once it is on chain, the account's balances and activity are read again.
 * The send's code loads on first use.
 *
 * @example
 * const { hash } = await sendTokens(latch, { amount: '0.01', to: '0x…' })
 */
export function sendTokens(
  latch: LatchClient,
  parameters: SendTokensParameters,
): Promise<SendTokensReturnType> {
  return latch._internal.run((runtime) => submitWith(runtime, formOf(parameters)))
}

/** The form a `sendTokens` call submits (the root adds whose account and which network). */
function formOf({ amount, to, token, feeSpeed, namespace }: SendTokensParameters): SendCommandForm {
  return { namespace, token, amount, receiverAddress: to, feeSpeed }
}

/**
 * Submits `form` (or the send form as it is) and waits for the send machine's answer: the
 * transaction id once the wallet has sent it, or the form's error.
 */
export async function submitWith(
  runtime: LatchRuntime,
  form: SendCommandForm | undefined,
): Promise<SendTokensReturnType> {
  const before = sendFormOf(runtime.context())
  if (before && sendStatusOf(before.getSnapshot()) === 'sending') {
    throw new SendError('TRANSFER_FAILED', { details: 'another send is waiting for the wallet' })
  }
  runtime.send({ type: 'send.submit', form })
  // The form's code loads on the first send: wait for it, then for the wallet's answer.
  const sendForm = await whenLoaded(
    runtime.context().send,
    () => sendFormOf(runtime.context()),
    () => new InternalError('RUNTIME_NOT_LOADED'),
  )
  const done = await settled(sendForm, (snapshot) => sendStatusOf(snapshot) !== 'sending')
  const { error, namespace, transfers } = done.context
  const hash = transfers[namespace]?.hash
  if (sendStatusOf(done) !== 'sent' || !hash) throw error ?? new SendError('TRANSFER_FAILED')
  return { hash }
}
