import type { LatchClient } from '../client/latchClient.js'
import type { ConnectionError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import { authSessionOf } from './loginActors.js'

/** None: the client is all it takes. */
export type WaitForUpdateEmailPrimaryCodeParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type WaitForUpdateEmailPrimaryCodeReturnType = void

/** "No auth connector found" without `auth`, or the frame's error (a wrong or expired code...). */
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
  return latch._internal.run(async (runtime) =>
    (await authSessionOf(runtime)).connector.updateEmailPrimaryOtp(),
  )
}
