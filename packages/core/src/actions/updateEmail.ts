import type { UpdateEmailAction } from '../auth/authConnector.js'
import type { LatchClient } from '../client/latchClient.js'
import { ConnectionError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import { isEmail } from '../validation/email.js'
import { authSessionOf } from './loginActors.js'

export type UpdateEmailParameters = { email: string }

/**
 * The code asked for first: `VERIFY_PRIMARY_OTP` (sent to the current email, then
 * {@link waitForUpdateEmailPrimaryCode}) or `VERIFY_SECONDARY_OTP` (sent to the new one).
 */
export type UpdateEmailReturnType = UpdateEmailAction

/** "Invalid email address", "No auth connector found", or the frame's error. */
export type UpdateEmailErrorType = ConnectionError | FrameError | InternalError

/**
 * Starts changing the signed-in account's email (UpdateEmailWallet, SPEC.md §4).
 *
 * @example
 * if ((await updateEmail(latch, { email: 'new@example.com' })) === 'VERIFY_PRIMARY_OTP')
 *   await waitForUpdateEmailPrimaryCode(latch)
 * const email = await waitForUpdateEmailSecondaryCode(latch)
 */
export function updateEmail(
  latch: LatchClient,
  { email }: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  return latch._internal.run(async (runtime) => {
    const address = email.trim()
    if (!isEmail(address)) throw new ConnectionError('INVALID_EMAIL')
    return (await authSessionOf(runtime)).connector.updateEmail(address)
  })
}
