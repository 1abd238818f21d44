import type { LatchClient } from '../client/latchClient.js'
import type { ConnectionError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import { emailUpdatePast, loginFailure } from './loginActors.js'

/** None: the client is all it takes. */
export type WaitForUpdateEmailSecondaryCodeParameters = undefined

/** The new email, now stored. */
export type WaitForUpdateEmailSecondaryCodeReturnType = string

/**
 * "No auth connector found" without `auth`, the frame's error (an expired code, no tries left),
 * or "Failed to connect" when no change waits for that code (none started, or cancelled).
 */
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
    const done = await emailUpdatePast(runtime, ['requesting', 'currentEmailCode', 'newEmailCode'])
    // Stored by the connector; `state.emailLogin.email` shows it from now on.
    if (done.matches({ update: 'updated' })) return done.context.email
    throw loginFailure(done.context.update.error)
  })
}
