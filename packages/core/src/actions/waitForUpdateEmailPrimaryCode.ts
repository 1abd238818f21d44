import type { LatchClient } from '../client/latchClient.js'
import type { ConnectionError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import { authSessionOf } from './loginActors.js'

/** "No auth connector found" without `auth`, or the frame's error (a wrong or expired code...). */
export type WaitForUpdateEmailPrimaryCodeErrorType = ConnectionError | FrameError | InternalError

/**
 * Waits for the code sent to the current email while changing it ({@link updateEmail}),
 * typed in the secure frame as {@link waitForEmailCode}'s is.
 *
 * @example
 * await waitForUpdateEmailPrimaryCode(latch)
 */
export function waitForUpdateEmailPrimaryCode(latch: LatchClient): Promise<void> {
  return latch._internal.run(async (runtime) =>
    (await authSessionOf(runtime)).connector.updateEmailPrimaryOtp(),
  )
}
