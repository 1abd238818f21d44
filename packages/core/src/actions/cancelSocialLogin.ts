import type { LatchClient } from '../client/latchClient.js'

/**
 * Abandons the social login under way (its popup closes).
 *
 * @example
 * cancelSocialLogin(latch)
 */
export function cancelSocialLogin(latch: LatchClient): void {
  // Nobody awaits it: it has nothing to report, not even a failed load.
  latch._internal
    .run(({ actors }) => {
      actors.socialLogin?.send({ type: 'social.cancel' })
    })
    .catch(() => {})
}
