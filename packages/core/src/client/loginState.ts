import type { SocialProvider } from '../config/features.js'

/** Where an email login is (SPEC.md §4 "Email login"); `unavailable` without an embedded wallet. */
export type EmailLoginStep =
  | 'unavailable'
  | 'idle'
  | 'sending'
  | 'awaitingDeviceApproval'
  | 'awaitingOtp'
  | 'verifying'
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

type EmailLoginSnapshot = {
  value: { login: string; cooldown: string }
  context: { email: string; error: Error | undefined }
}

type SocialLoginSnapshot = {
  value:
    | 'idle'
    | 'connected'
    | 'failed'
    | { popup: 'requestingRedirectUri' | 'awaitingResult' | 'connecting' }
    | { farcaster: 'fetchingUri' | 'connecting' }
  context: {
    provider: SocialProvider | undefined
    farcasterUrl: string | undefined
    error: Error | undefined
  }
}

const rateLimitSeconds = /(\d+) seconds?/

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

/** The email-login part of the state, from its machine. */
export function readEmailLogin({ value, context }: EmailLoginSnapshot): EmailLoginState {
  const { error } = context
  const limited =
    (error as { code?: unknown } | undefined)?.code === 'EMAIL_RATE_LIMITED'
      ? rateLimitSeconds.exec(error?.message ?? '')?.[1]
      : undefined
  return {
    step: value.login as EmailLoginStep,
    email: context.email,
    error,
    canResend: value.cooldown === 'ready',
    rateLimitSeconds: limited === undefined ? undefined : Number(limited),
  }
}

/** The social-login part of the state, from its machine. */
export function readSocialLogin({ value, context }: SocialLoginSnapshot): SocialLoginState {
  const step: SocialLoginStep =
    typeof value === 'string'
      ? value
      : 'popup' in value
        ? value.popup
        : value.farcaster === 'fetchingUri'
          ? 'fetchingFarcasterUri'
          : 'awaitingFarcaster'
  return {
    step,
    provider: context.provider,
    farcasterUrl: context.farcasterUrl,
    error: context.error,
  }
}
