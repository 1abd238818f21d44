import type { LatchClient } from '../client/latchClient.js'

/** None: the client is all it takes. */
export type DismissAlertParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type DismissAlertReturnType = void

/** None: it only clears `state.alert`. */
export type DismissAlertErrorType = never

/**
 * Removes the alert `state.alert` shows (a configuration problem, a failed load...).
 *
 * @example
 * dismissAlert(latch)
 */
export function dismissAlert(latch: LatchClient): DismissAlertReturnType {
  latch._internal.dismissAlert()
}
