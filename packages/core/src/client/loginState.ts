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

export type EmailLoginState = {
  step: EmailLoginStep
  /** The email being (or last) logged in with; the stored one before any. */
  email: string
  error: Error | undefined
  /** Whether another code may be sent now (the 30 s cooldown is over). */
  canResend: boolean
  /** The seconds of the frame's rate limit ("Please try again after N seconds"), if it applies. */
  rateLimitSeconds: number | undefined
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

/** The email-login part of the state, before its machine runs. */
export function initialEmailLogin(available: boolean, email: string): EmailLoginState {
  return {
    step: available ? 'idle' : 'unavailable',
    email,
    error: undefined,
    canResend: true,
    rateLimitSeconds: undefined,
  }
}

export const initialSocialLogin = (available: boolean): SocialLoginState => ({
  step: available ? 'idle' : 'unavailable',
  provider: undefined,
  farcasterUrl: undefined,
  error: undefined,
})
