import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'
import type { SnackbarMessage } from '../errors/snackbars.js'

export type ShowSnackbarParameters = SnackbarMessage

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type ShowSnackbarReturnType = void

/** An `InternalError` when the machines cannot load. */
export type ShowSnackbarErrorType = InternalError

/**
 * Shows a message in the modal's snackbar, closing by itself like core's own (a UI confirming
 * a copy, say); `state.snackbar` shows it.
 *
 * @example
 * await showSnackbar(latch, { message: 'Address copied', variant: 'success' })
 */
export function showSnackbar(
  latch: LatchClient,
  message: ShowSnackbarParameters,
): Promise<ShowSnackbarReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'snackbar.show', message })
  })
}
