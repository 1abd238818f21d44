import type { LatchClient } from '../client/latchClient.js'

/** None: the client is all it takes. */
export type CancelUpdateEmailParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type CancelUpdateEmailReturnType = void

/** None: nobody awaits it, and it has nothing to report, not even a failed load. */
export type CancelUpdateEmailErrorType = never

/**
 * Abandons the change of the signed-in account's email under way ({@link updateEmail}): the
 * code stops being awaited and `state.emailLogin.update` waits for an address again (Start
 * again, or leaving UpdateEmailWallet).
 *
 * @example
 * cancelUpdateEmail(latch)
 */
export function cancelUpdateEmail(latch: LatchClient): CancelUpdateEmailReturnType {
  // Nobody awaits it: it has nothing to report, not even a failed load.
  latch._internal
    .run(({ actors }) => {
      actors.emailLogin?.send({ type: 'email.updateCancel' })
    })
    .catch(() => {})
}
