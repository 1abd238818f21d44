import type { LatchClient } from '../client/latchClient.js'

/** None: the client is all it takes. */
export type ResendEmailCodeParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type ResendEmailCodeReturnType = void

/** None: nobody awaits it, and it has nothing to report, not even a failed load. */
export type ResendEmailCodeErrorType = never

/**
 * Sends another one-time code, once the 30 s cooldown is over (`state.emailLogin.canResend`).
 *
 * @example
 * resendEmailCode(latch)
 */
export function resendEmailCode(latch: LatchClient): ResendEmailCodeReturnType {
  // Nobody awaits it: it has nothing to report, not even a failed load.
  latch._internal
    .run(({ actors }) => {
      actors.emailLogin?.send({ type: 'email.resend' })
    })
    .catch(() => {})
}
