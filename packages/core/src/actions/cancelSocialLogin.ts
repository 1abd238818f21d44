import type { LatchClient } from '../client/latchClient.js'

/** None: the client is all it takes. */
export type CancelSocialLoginParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type CancelSocialLoginReturnType = void

/** None: nobody awaits it, and it has nothing to report, not even a failed load. */
export type CancelSocialLoginErrorType = never

/**
 * Abandons the social login under way (its popup closes).
 *
 * @example
 * cancelSocialLogin(latch)
 */
export function cancelSocialLogin(latch: LatchClient): CancelSocialLoginReturnType {
  // Nobody awaits it: it has nothing to report, not even a failed load.
  latch._internal
    .run(({ actors }) => {
      actors.socialLogin?.send({ type: 'social.cancel' })
    })
    .catch(() => {})
}
