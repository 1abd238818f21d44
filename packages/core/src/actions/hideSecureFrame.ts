import type { LatchClient } from '../client/latchClient.js'

/**
 * Hides the secure frame again (when the area it covered goes away).
 *
 * @example
 * hideSecureFrame(latch)
 */
export function hideSecureFrame(latch: LatchClient): void {
  latch._internal.auth?.hideFrame()
}
