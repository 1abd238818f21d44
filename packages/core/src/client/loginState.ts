import type { SocialProvider } from '../config/features.js'

/** Where an email login is (SPEC.md §4 "Email login"); `unavailable` without an embedded wallet. */
export type EmailLoginStep =
  | 'unavailable'
  | 'idle'
  | 'sending'
  | 'awaitingDeviceApproval'
  | 'awaitingOtp'
  /** The code can no longer be used (`error` says why): Resend, or another address. */
  | 'codeRefused'
  | 'connecting'
  | 'connected'

/**
 * Where a change of the signed-in account's email is (UpdateEmailWallet, SPEC.md §4): waiting
 * for the new address (`idle`, `error` saying why the last one failed), asking the frame, the
 * code mailed to the current address, the one mailed to the new address (each typed in the
 * secure frame), a code that can no longer be used, or done.
 */
export type EmailUpdateStep =
  | 'idle'
  | 'requesting'
  | 'currentEmailCode'
  | 'newEmailCode'
  | 'codeRefused'
  | 'updated'

export type EmailUpdateState = {
  step: EmailUpdateStep
  /** The new address asked for. */
  email: string
  error: Error | undefined
}

export type EmailLoginState = {
  step: EmailLoginStep
  /** The email being (or last) logged in with; the stored one before any. */
  email: string
  error: Error | undefined
  /** Whether another code may be sent now (the 30 s cooldown is over). */
  canResend: boolean
  /** The seconds of the frame's rate limit ("Please try again after N seconds"), if it applies. */
  rateLimitSeconds: number | undefined
  /** A change of the signed-in account's email (UpdateEmailWallet). */
  update: EmailUpdateState
}

/** Where a social login is (SPEC.md §4 "Social login"); `unavailable` without an embedded wallet. */
export type SocialLoginStep =
  | 'unavailable'
  | 'idle'
  | 'requestingRedirectUri'
  | 'awaitingResult'
  | 'connecting'
  | 'fetchingFarcasterUri'
  | 'awaitingFarcaster'
  | 'connected'
  | 'failed'

export type SocialLoginState = {
  step: SocialLoginStep
  provider: SocialProvider | undefined
  /** The link the ConnectingFarcaster view shows (a QR code, and a link on this device). */
  farcasterUrl: string | undefined
  error: Error | undefined
}

const idleEmailUpdate: EmailUpdateState = { step: 'idle', email: '', error: undefined }

/** The email-login part of the state, before its machine runs. */
export function initialEmailLogin(available: boolean, email: string): EmailLoginState {
  return {
    step: available ? 'idle' : 'unavailable',
    email,
    error: undefined,
    canResend: true,
    rateLimitSeconds: undefined,
    update: idleEmailUpdate,
  }
}

export const initialSocialLogin = (available: boolean): SocialLoginState => ({
  step: available ? 'idle' : 'unavailable',
  provider: undefined,
  farcasterUrl: undefined,
  error: undefined,
})
