import type { LatchClient } from '../client/latchClient.js'
import { type SendTokensErrorType, type SendTokensReturnType, submitWith } from './sendTokens.js'

/** None: the form is the send's (`startSend`, `editSend`). */
export type SubmitSendParameters = undefined

export type SubmitSendReturnType = SendTokensReturnType

/** The errors of {@link sendTokens} for the form as it is. */
export type SubmitSendErrorType = SendTokensErrorType

/**
 * Sends the send form as it is (`startSend`, `editSend`), as its Send button does: resolves
 * with the transaction id once the wallet has sent it; the form's rules and the wallet's
 * errors reject, and `state.send.error` shows the same.
 *
 * @example
 * const { hash } = await submitSend(latch)
 */
export function submitSend(latch: LatchClient): Promise<SubmitSendReturnType> {
  return latch._internal.run((runtime) => submitWith(runtime, undefined))
}
