import type { TransferFee } from '../adapters/chainAdapter.js'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'
import { SendError } from '../errors/send.js'
import { sendableOf, sendSubjectOf } from '../machines/latchContext.js'
import { formToken, type SendToken, sendTokenOf, validateSend } from '../machines/sendForm.js'
import type { SendTokensParameters } from './sendTokens.js'

export type EstimateSendFeeParameters = Omit<SendTokensParameters, 'feeSpeed'>

/**
 * The network fees the transfer would pay, in the native currency: one per speed from slow to
 * fast where the chain offers a choice (Bitcoin's fee rates), else one; empty when the
 * namespace's adapter cannot tell.
 */
export type EstimateSendFeeReturnType = readonly TransferFee[]

/** The errors of {@link sendTokens} for the same form, and the fee source's. */
export type EstimateSendFeeErrorType = SendError | AdapterError | InternalError

/**
 * What a send of the same parameters as {@link sendTokens} would pay in network fees, asked
 * of the namespace's adapter before the wallet is: the send form shows it, and with a choice
 * of speeds passes the visitor's as `feeSpeed`. The form's rules apply first (an amount and a
 * receiver, a token, a supported chain, a valid amount and address), with the same errors.
 *
 * @example
 * const fees = await estimateSendFee(latch, { amount: '0.01', to: 'bc1q…' })
 * // [{ speed: 'slow', value: 705n, decimals: 8, symbol: 'BTC', rate: '5 sat/vB' }, …]
 */
export function estimateSendFee(
  latch: LatchClient,
  parameters: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  return latch._internal.run(async (runtime) => {
    const { amount, to, token, namespace } = parameters
    const subject = sendSubjectOf(runtime.context(), namespace)
    const form = {
      ...subject,
      token: token && sendTokenOf(token, subject.network),
      sendTokenAmount: amount,
      receiverAddress: to,
      sendable: sendableOf(runtime.context()),
      // A fee is no promise that the account holds enough: balances are the send's to check.
      balances: undefined,
    }
    const invalid = validateSend(form)
    if (invalid) throw invalid
    const { network, address } = subject
    if (!network || !address) {
      throw new SendError('TRANSFER_FAILED', {
        details: `no account is connected on ${subject.namespace}`,
      })
    }
    const { estimateFeeOf } = await import('../client/sendEffects.js')
    return estimateFeeOf(runtime.adapterFor, {
      namespace: subject.namespace,
      network,
      from: address,
      token: formToken(form) as SendToken,
      amount: amount.trim(),
      receiverAddress: to.trim(),
      feeSpeed: undefined,
    })
  })
}
