import { truncateAddress } from '../format/truncateAddress.js'
import type { LatchMachineContext } from './latchContext.js'

/**
 * The snackbar that says a transaction went out ("Sent: transaction 0x12ab…cdef"), shown by
 * the root after a send or a swap.
 */
export function transactionSnackbar(verb: 'Sent' | 'Swapped', hash: string) {
  return {
    type: 'snackbar.show' as const,
    snackbar: {
      message: `${verb}: transaction ${truncateAddress(hash)}`,
      variant: 'success' as const,
      autoClose: true,
    },
  }
}

/** Where the root sends it. */
export const snackbarOf = ({ context }: { context: LatchMachineContext }) => context.snackbar
