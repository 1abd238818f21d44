import type { UpdateEmailAction } from '../auth/authConnector.js'
import type { AuthSession } from '../auth/authSession.js'
import type { SocialProvider } from '../config/features.js'
import { ConnectionError } from '../errors/connection.js'
import { isEmail } from '../validation/email.js'
import type { LatchActors } from './latchActors.js'
import type { LatchAuth } from './latchAuth.js'
import type { EmailLoginStep } from './loginState.js'
import { settled } from './settled.js'

/** Email login for custom UIs; `state.emailLogin` shows each step (SPEC.md §4 "Email login"). */
export type EmailLoginControls = {
  /**
   * Sends a one-time code to `email` (after the origin check of SPEC.md §5). Resolves with the
   * step the frame asked for: `awaitingOtp`, `awaitingDeviceApproval` (approve this device from
   * the email), or `connected` when the frame knew the device. Rejects with the error
   * `state.emailLogin.error` shows ("Invalid email address", "Please try again after N
   * seconds"...).
   */
  submit(email: string): Promise<EmailLoginStep>
  /**
   * Waits for the code: the visitor types it in the secure frame's own field (on
   * `awaitingOtp` a custom UI shows the frame over its code area with `showSecureFrame`; the
   * page never sees the code, and the frame itself says when one is wrong). Resolves once the
   * frame verified it and the AUTH connector is connected; rejects with what ended the code
   * (`codeRefused`: expired, no tries left, rate limit) or the login.
   */
  waitForCode(): Promise<void>
  /** Sends another code, once the 30 s cooldown is over (`state.emailLogin.canResend`). */
  resend(): void
  cancel(): void
  /**
   * Starts changing the signed-in account's email (UpdateEmailWallet): resolves with the code
   * asked for first, `VERIFY_PRIMARY_OTP` (sent to the current email) or `VERIFY_SECONDARY_OTP`.
   */
  updateEmail(email: string): Promise<UpdateEmailAction>
  /** Waits for the code sent to the current email, typed in the secure frame (as `waitForCode`). */
  waitForUpdatePrimaryCode(): Promise<void>
  /**
   * Waits for the code sent to the new email, typed in the secure frame: resolves with the new
   * email, now stored and in `state.emailLogin.email`.
   */
  waitForUpdateSecondaryCode(): Promise<string>
}

/** Social login for custom UIs; `state.socialLogin` shows each step (SPEC.md §4 "Social login"). */
export type SocialLoginControls = {
  /**
   * Logs in with `provider`: call it in the click, since it opens the 600×800 popup at once
   * (farcaster shows its link in `state.socialLogin.farcasterUrl` instead). Resolves once the
   * AUTH connector is connected; rejects with "Popup closed", "Failed to initiate social
   * connection", "Failed to connect to farcaster" or the frame's error.
   */
  start(provider: SocialProvider): Promise<void>
  cancel(): void
}

/** A client's email and social login controls. */
export type LoginControls = { email: EmailLoginControls; social: SocialLoginControls }

export type LoginControlsParameters = {
  auth: LatchAuth | undefined
  /** The login machines, present when the site configured `auth`. */
  actors: Pick<LatchActors, 'emailLogin' | 'socialLogin'>
}

const noAuth = () => new ConnectionError('NO_AUTH_CONNECTOR')

/**
 * The email and social controls over a runtime's login machines and auth session. They load
 * with the machines: the client forwards its calls here once they run (deferredLoginControls.ts).
 */
export function createLoginControls({ auth, actors }: LoginControlsParameters): LoginControls {
  function emailActor() {
    if (!actors.emailLogin) throw noAuth()
    return actors.emailLogin
  }
  function socialActor() {
    if (!actors.socialLogin) throw noAuth()
    return actors.socialLogin
  }
  async function withSession<T>(use: (session: AuthSession) => Promise<T>): Promise<T> {
    if (!auth) throw noAuth()
    return use(await auth.session())
  }
  const failure = (error: Error | undefined) => error ?? new ConnectionError('FAILED_TO_CONNECT')

  const email: EmailLoginControls = {
    async submit(address) {
      const actor = emailActor()
      actor.send({ type: 'email.cancel' })
      actor.send({ type: 'email.submit', email: address })
      const done = await settled(
        actor,
        (snapshot) =>
          !snapshot.matches({ login: 'sending' }) && !snapshot.matches({ login: 'connecting' }),
      )
      if (done.matches({ login: 'idle' })) throw failure(done.context.error)
      return done.value.login
    },
    async waitForCode() {
      const actor = emailActor()
      const done = await settled(
        actor,
        (snapshot) =>
          !snapshot.matches({ login: 'awaitingOtp' }) && !snapshot.matches({ login: 'connecting' }),
      )
      if (!done.matches({ login: 'connected' })) throw failure(done.context.error)
    },
    resend: () => actors.emailLogin?.send({ type: 'email.resend' }),
    cancel: () => actors.emailLogin?.send({ type: 'email.cancel' }),
    updateEmail: async (address) => {
      if (!isEmail(address.trim())) throw new ConnectionError('INVALID_EMAIL')
      return withSession((session) => session.connector.updateEmail(address.trim()))
    },
    waitForUpdatePrimaryCode: () =>
      withSession((session) => session.connector.updateEmailPrimaryOtp()),
    async waitForUpdateSecondaryCode() {
      const newEmail = await withSession((session) => session.connector.updateEmailSecondaryOtp())
      // Stored by the connector; `state.emailLogin.email` shows it from now on.
      actors.emailLogin?.send({ type: 'email.updated', email: newEmail })
      return newEmail
    },
  }

  const social: SocialLoginControls = {
    async start(provider) {
      const actor = socialActor()
      // The machine opens the popup (or focuses the one the click opened).
      actor.send({ type: 'social.start', provider })
      const done = await settled(
        actor,
        (snapshot) =>
          snapshot.matches('connected') || snapshot.matches('failed') || snapshot.matches('idle'),
      )
      if (!done.matches('connected')) throw failure(done.context.error)
    },
    cancel: () => actors.socialLogin?.send({ type: 'social.cancel' }),
  }
  return { email, social }
}
