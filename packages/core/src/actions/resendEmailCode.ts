import type { LatchClient } from '../client/latchClient.js'

/**
 * Sends another one-time code, once the 30 s cooldown is over (`state.emailLogin.canResend`).
 *
 * @example
 * resendEmailCode(latch)
 */
export function resendEmailCode(latch: LatchClient): void {
  // Nobody awaits it: it has nothing to report, not even a failed load.
  latch._internal
    .run(({ actors }) => {
      actors.emailLogin?.send({ type: 'email.resend' })
    })
    .catch(() => {})
}
