import type { LatchClient } from '../client/latchClient.js'
import type { EmailLoginStep } from '../client/loginState.js'
import { settled } from '../client/settled.js'
import type { ConnectionError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import { emailLoginOf, loginFailure } from './loginActors.js'

export type SubmitEmailParameters = { email: string }

/**
 * The step the frame asked for: `awaitingOtp`, `awaitingDeviceApproval` (approve this device
 * from the email), or `connected` when the frame knew the device.
 */
export type SubmitEmailReturnType = Extract<
  EmailLoginStep,
  'awaitingOtp' | 'awaitingDeviceApproval' | 'connected'
>

/**
 * "Invalid email address", "No auth connector found", the frame's refusal ("Please try again
 * after N seconds"...) as `state.emailLogin.error` shows it.
 */
export type SubmitEmailErrorType = ConnectionError | FrameError | InternalError

/**
 * Email login through the embedded wallet (`config.auth`, SPEC.md §4 "Email login"): sends a
 * one-time code to `email` after the origin check. On `awaitingOtp` a custom UI shows the
 * secure frame over its code area ({@link showSecureFrame}), where the visitor types the code,
 * then awaits {@link waitForEmailCode}. Without `auth` it rejects with "No auth connector found".
 *
 * @example
 * const step = await submitEmail(latch, { email: 'ada@example.com' })
 */
export function submitEmail(
  latch: LatchClient,
  { email }: SubmitEmailParameters,
): Promise<SubmitEmailReturnType> {
  return latch._internal.run(async (runtime) => {
    const found = emailLoginOf(runtime)
    // At once when it runs: the click's command reaches it in the click's task.
    const actor = 'send' in found ? found : await found
    // Another address starts the login over from whatever step it is in.
    actor.send({ type: 'email.submit', email })
    const done = await settled(
      actor,
      (snapshot) =>
        !snapshot.matches({ login: 'sending' }) && !snapshot.matches({ login: 'connecting' }),
    )
    if (done.matches({ login: 'idle' })) throw loginFailure(done.context.error)
    // Settled past sending and connecting, and not back at idle: one of the three.
    return done.value.login as SubmitEmailReturnType
  })
}
