import type { LatchClient } from '../client/latchClient.js'
import type { ConnectionError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import { authSessionOf } from './loginActors.js'

/** None: the client is all it takes. */
export type WaitForUpdateEmailSecondaryCodeParameters = undefined

/** The new email, now stored. */
export type WaitForUpdateEmailSecondaryCodeReturnType = string

/** "No auth connector found" without `auth`, or the frame's error (a wrong or expired code...). */
export type WaitForUpdateEmailSecondaryCodeErrorType = ConnectionError | FrameError | InternalError

/**
 * Waits for the code sent to the new email while changing it ({@link updateEmail}), typed in
 * the secure frame: resolves with the new email, now stored and in `state.emailLogin.email`.
 *
 * @example
 * const email = await waitForUpdateEmailSecondaryCode(latch)
 */
export function waitForUpdateEmailSecondaryCode(
  latch: LatchClient,
): Promise<WaitForUpdateEmailSecondaryCodeReturnType> {
  return latch._internal.run(async (runtime) => {
    const email = await (await authSessionOf(runtime)).connector.updateEmailSecondaryOtp()
    // Stored by the connector; `state.emailLogin.email` shows it from now on.
    runtime.actors.emailLogin?.send({ type: 'email.updated', email })
    return email
  })
}
