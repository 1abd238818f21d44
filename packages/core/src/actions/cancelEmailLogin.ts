import type { LatchClient } from '../client/latchClient.js'

/** None: the client is all it takes. */
export type CancelEmailLoginParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type CancelEmailLoginReturnType = void

/** None: nobody awaits it, and it has nothing to report, not even a failed load. */
export type CancelEmailLoginErrorType = never

/**
 * Abandons the email login under way (the code stops being awaited).
 *
 * @example
 * cancelEmailLogin(latch)
 */
export function cancelEmailLogin(latch: LatchClient): CancelEmailLoginReturnType {
  // Nobody awaits it: it has nothing to report, not even a failed load.
  latch._internal
    .run(({ actors }) => {
      actors.emailLogin?.send({ type: 'email.cancel' })
    })
    .catch(() => {})
}
