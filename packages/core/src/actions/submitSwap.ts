import type { LatchClient } from '../client/latchClient.js'
import { settled } from '../client/settled.js'
import { InternalError } from '../errors/internal.js'
import { swapFormOf } from '../machines/latchContext.js'

/** None: the form is the swap's (`startSwap`, `editSwap`). */
export type SubmitSwapParameters = undefined

/** What the step did: the exchange may now spend the token, or the swap is on chain. */
export type SubmitSwapReturnType = 'approved' | 'swapped'

/**
 * The wallet's refusal, the service's failure, or a `SwapError` ("Insufficient liquidity", the
 * price moved past the slippage tolerance, the swap failed on chain); `state.swap.error`
 * shows the same.
 */
export type SubmitSwapErrorType = Error

/**
 * The form's next step, as its button does: when the exchange may not spend enough of the
 * token (`state.swap.needsApproval`), the wallet approves it, and once that is on chain the
 * form is ready to swap; else the swap, refused before the wallet is asked when the price
 * moved more than the slippage tolerance (SPEC.md §9) since the quote. Resolves once the step
 * is on chain. Nothing happens while the form has a problem or no quote.
 *
 * @example
 * if ((await submitSwap(latch)) === 'approved') await submitSwap(latch)
 */
export function submitSwap(latch: LatchClient): Promise<SubmitSwapReturnType> {
  return latch._internal.run(async (runtime) => {
    const form = swapFormOf(runtime.context())
    if (!form) throw new InternalError('NOT_PROVIDED', { values: { name: 'startSwap' } })
    runtime.send({ type: 'swap.submit' })
    const busy = (snapshot: ReturnType<typeof form.getSnapshot>) =>
      snapshot.matches({ form: 'approving' })
        ? 'approving'
        : snapshot.matches({ form: 'swapping' })
          ? 'swapping'
          : undefined
    const step = busy(form.getSnapshot())
    if (!step) {
      throw (
        form.getSnapshot().context.error ??
        new InternalError('NOT_PROVIDED', { values: { name: 'a quote' } })
      )
    }
    const done = await settled(form, (snapshot) => busy(snapshot) !== step)
    if (done.context.error) throw done.context.error
    return step === 'approving' ? 'approved' : 'swapped'
  })
}
