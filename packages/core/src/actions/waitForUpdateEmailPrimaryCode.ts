import type { LatchClient } from '../client/latchClient.js'
import type { ConnectionError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import { emailUpdatePast, loginFailure } from './loginActors.js'

/** None: the client is all it takes. */
export type WaitForUpdateEmailPrimaryCodeParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type WaitForUpdateEmailPrimaryCodeReturnType = void

/**
 * "No auth connector found" without `auth`, the frame's error (an expired code, no tries left),
 * or "Failed to connect" when no change waits for that code (none started, or cancelled).
 */
export type WaitForUpdateEmailPrimaryCodeErrorType = ConnectionError | FrameError | InternalError

/**
 * Waits for the code sent to the current email while changing it ({@link updateEmail}),
 * typed in the secure frame as {@link waitForEmailCode}'s is.
 *
 * @example
 * await waitForUpdateEmailPrimaryCode(latch)
 */
export function waitForUpdateEmailPrimaryCode(
  latch: LatchClient,
): Promise<WaitForUpdateEmailPrimaryCodeReturnType> {
  return latch._internal.run(async (runtime) => {
    const done = await emailUpdatePast(runtime, ['requesting', 'currentEmailCode'])
    // Verified: the change waits for the code mailed to the new address.
    if (done.matches({ update: 'newEmailCode' }) || done.matches({ update: 'updated' })) return
    throw loginFailure(done.context.update.error)
  })
}
