import type { UpdateEmailAction } from '../auth/authConnector.js'
import type { LatchClient } from '../client/latchClient.js'
import type { ConnectionError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import { emailLoginOf, emailUpdatePast, loginFailure } from './loginActors.js'

export type UpdateEmailParameters = { email: string }

/**
 * The code asked for first: `VERIFY_PRIMARY_OTP` (sent to the current email, then
 * {@link waitForUpdateEmailPrimaryCode}) or `VERIFY_SECONDARY_OTP` (sent to the new one).
 */
export type UpdateEmailReturnType = UpdateEmailAction

/** "Invalid email address", "No auth connector found", or the frame's error. */
export type UpdateEmailErrorType = ConnectionError | FrameError | InternalError

/**
 * Starts changing the signed-in account's email (UpdateEmailWallet, SPEC.md §4): the address is
 * checked, then the frame mails a code; `state.emailLogin.update` follows the change, which
 * {@link cancelUpdateEmail} starts over.
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
    ;(await emailLoginOf(runtime)).send({ type: 'email.update', email })
    const done = await emailUpdatePast(runtime, ['requesting'])
    if (done.matches({ update: 'currentEmailCode' })) return 'VERIFY_PRIMARY_OTP'
    if (done.matches({ update: 'newEmailCode' })) return 'VERIFY_SECONDARY_OTP'
    // Back at the address ("Invalid email address", or the frame's refusal).
    throw loginFailure(done.context.update.error)
  })
}
