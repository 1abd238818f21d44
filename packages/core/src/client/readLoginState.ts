import type { SocialProvider } from '../config/features.js'
import type {
  EmailLoginState,
  EmailLoginStep,
  EmailUpdateStep,
  SocialLoginState,
  SocialLoginStep,
} from './loginState.js'

// The login parts of the state as the running machines give them; loaded with the machines,
// while the state before they run (loginState.ts) ships with the page.

type EmailLoginSnapshot = {
  value: { login: string; cooldown: string; update: string }
  context: {
    email: string
    error: Error | undefined
    update: { email: string; error: Error | undefined }
  }
}

type SocialLoginSnapshot = {
  value:
    | 'idle'
    | 'connected'
    | 'failed'
    | { popup: 'requestingRedirectUri' | 'awaitingResult' | 'connecting' | 'joining' }
    | { farcaster: 'fetchingUri' | 'connecting' | 'joining' }
  context: {
    provider: SocialProvider | undefined
    farcasterUrl: string | undefined
    error: Error | undefined
  }
}

const rateLimitSeconds = /(\d+) seconds?/

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
    update: { step: value.update as EmailUpdateStep, ...context.update },
  }
}

/** The social-login part of the state, from its machine. */
export function readSocialLogin({ value, context }: SocialLoginSnapshot): SocialLoginState {
  const step: SocialLoginStep =
    typeof value === 'string'
      ? value
      : 'popup' in value
        ? value.popup === 'joining'
          ? 'connecting'
          : value.popup
        : value.farcaster === 'fetchingUri'
          ? 'fetchingFarcasterUri'
          : // Joining too (the embedded wallet connects): the view shows the same wait.
            'awaitingFarcaster'
  return {
    step,
    provider: context.provider,
    farcasterUrl: context.farcasterUrl,
    error: context.error,
  }
}
