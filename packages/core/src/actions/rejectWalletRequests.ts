import type { LatchClient } from '../client/latchClient.js'

/**
 * Rejects the embedded wallet's requests waiting for the visitor ("User rejected the
 * request."; the frame drops their cards) and leaves ApproveTransaction: back to the view the
 * request came from, else the modal closes.
 *
 * @example
 * rejectWalletRequests(latch)
 */
export function rejectWalletRequests(latch: LatchClient): void {
  latch._internal.command(({ actors, send }) => {
    // Reject returns to the view the request came from, or closes the modal it opened.
    const stacked = actors.walletRequest.getSnapshot().context.transactionStack > 0
    actors.walletRequest.send({ type: 'requests.rejectAll' })
    send(stacked ? { type: 'router.back' } : { type: 'modal.close' })
  })
}
