import type { LatchClient } from '../client/latchClient.js'

/** None: the client is all it takes. */
export type RejectWalletRequestsParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type RejectWalletRequestsReturnType = void

/** None: nobody awaits it; a failed load of the machines shows as `state.alert`. */
export type RejectWalletRequestsErrorType = never

/**
 * Rejects the embedded wallet's requests waiting for the visitor ("User rejected the
 * request."; the frame drops their cards) and leaves ApproveTransaction: back to the view the
 * request came from, else the modal closes.
 *
 * @example
 * rejectWalletRequests(latch)
 */
export function rejectWalletRequests(latch: LatchClient): RejectWalletRequestsReturnType {
  latch._internal.command(({ actors, send }) => {
    // Reject returns to the view the request came from, or closes the modal it opened.
    const stacked = actors.walletRequest.getSnapshot().context.transactionStack > 0
    actors.walletRequest.send({ type: 'requests.rejectAll' })
    send(stacked ? { type: 'router.back' } : { type: 'modal.close' })
  })
}
