import type { LatchClient } from '../client/latchClient.js'

/**
 * Abandons the email login under way (the code stops being awaited).
 *
 * @example
 * cancelEmailLogin(latch)
 */
export function cancelEmailLogin(latch: LatchClient): void {
  // Nobody awaits it: it has nothing to report, not even a failed load.
  latch._internal
    .run(({ actors }) => {
      actors.emailLogin?.send({ type: 'email.cancel' })
    })
    .catch(() => {})
}
