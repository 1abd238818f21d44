import type { LatchClient } from '../client/latchClient.js'

/**
 * Moves the keyboard focus into the shown secure frame.
 *
 * @example
 * focusSecureFrame(latch)
 */
export function focusSecureFrame(latch: LatchClient): void {
  latch._internal.auth?.focusFrame()
}
