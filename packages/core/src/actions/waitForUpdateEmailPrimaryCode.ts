import type { LatchClient } from '../client/latchClient.js'
import { authSessionOf } from './loginActors.js'

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
