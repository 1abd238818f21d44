import type { LatchClient } from '../client/latchClient.js'

/**
 * Removes the alert `state.alert` shows (a configuration problem, a failed load...).
 *
 * @example
 * dismissAlert(latch)
 */
export function dismissAlert(latch: LatchClient): void {
  latch._internal.dismissAlert()
}
