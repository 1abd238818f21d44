import type { FrameSocialProvider } from '@latch/frame-protocol'
import * as oidc from 'openid-client'
import { AuthError } from '../auth/authError.js'
import { createPendingLogins } from '../auth/pendingLogins.js'
import type { SocialIdentity } from '../auth/userStore.js'
import type { Queryable } from '../db/database.js'
import type { SocialProviderSettings } from '../frame/frameConfig.js'

/** How long a started social login may take to come back. */
const socialLoginTtlMs = 10 * 60_000

/** The path on the frame's origin the providers send the popup back to. */
export const socialCallbackPath = '/social/callback'

/** What a started login keeps until the popup comes back (with its page and project). */
type SocialLoginData = {
  provider: FrameSocialProvider
  redirectUri: string
  codeVerifier: string
  nonce: string
}

export type SocialLogin = {
  /** The provider's authorization URL, with PKCE, state and nonce of a new pending login. */
  authorizationUrl(input: {
    provider: FrameSocialProvider
    projectId: string
    origin: string
    redirectUri: string
  }): Promise<string>
  /** The app origin of the pending login `state`, for the callback page. */
  appOriginOf(state: string): Promise<string | undefined>
  /**
   * Completes the pending login the popup came back with: checks it belongs to this project
   * and page, exchanges the code (PKCE, state, nonce, ID token checked) and reads the account.
   *
   * @throws {AuthError} "Social login failed: …".
   */
  complete(input: { resultUri: string; projectId: string; origin: string }): Promise<SocialIdentity>
}

export type CreateSocialLoginParameters = {
  /** Where started logins wait (`pending_logins`). */
  db: Queryable
  /** The providers this server offers (outside development, only the configured ones). */
  providers: Partial<Record<FrameSocialProvider, SocialProviderSettings>>
  /** The local OpenID provider's issuer, for the providers configured without one. */
  localIssuer: () => string | undefined
  now?: () => number
  /** Where the providers' own error texts go: never to the visitor. */
  logError?: (error: unknown) => void
}

function failed(reason: string): AuthError {
  return new AuthError('SOCIAL_LOGIN_FAILED', { reason })
}

/**
 * Social login as an OpenID Connect client (`openid-client`, code flow with PKCE, state and
 * nonce) of each provider's issuer — the local provider in development unless configured
 * otherwise. Started logins wait in the database for {@link socialLoginTtlMs}.
 */
export function createSocialLogin({
  db,
  providers,
  localIssuer,
  now = Date.now,
  logError = (error) => console.error('[latch-server social]', error),
}: CreateSocialLoginParameters): SocialLogin {
  const pending = createPendingLogins<SocialLoginData>(db, 'social', now)
  const discovered = new Map<string, Promise<oidc.Configuration>>()

  function configurationOf(provider: FrameSocialProvider): Promise<oidc.Configuration> {
    const settings = providers[provider]
    if (!settings) throw new AuthError('LOGIN_NOT_OFFERED')
    const issuer = settings.issuer ?? localIssuer()
    if (!issuer) throw failed(`${provider} has no identity provider`)
    const key = `${provider} ${issuer}`
    let configuration = discovered.get(key)
    if (!configuration) {
      const insecure = new URL(issuer).protocol === 'http:'
      configuration = oidc
        .discovery(
          new URL(issuer),
          settings.clientId,
          settings.clientSecret,
          undefined,
          // Plain http only for a local development issuer (the default one).
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          discovered.delete(key)
          logError(error)
          throw failed(`${provider} cannot be reached`)
        })
      discovered.set(key, configuration)
    }
    return configuration
  }

  return {
    async authorizationUrl({ provider, projectId, origin, redirectUri }) {
      const configuration = await configurationOf(provider)
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      await pending.put(
        state,
        { projectId, origin, data: { provider, redirectUri, codeVerifier, nonce } },
        socialLoginTtlMs,
      )
      return oidc
        .buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString()
    },

    async appOriginOf(state) {
      return (await pending.get(state))?.origin
    },

    async complete({ resultUri, projectId, origin }) {
      let url: URL
      try {
        url = new URL(resultUri)
      } catch {
        throw failed('the result address is not a URL')
      }
      const state = url.searchParams.get('state') ?? ''
      // The login is spent whatever happens next: a result address works once.
      const pendingLogin = await pending.take(state)
      if (!pendingLogin) throw failed('the sign-in expired, start again')
      if (pendingLogin.projectId !== projectId || pendingLogin.origin !== origin) {
        throw failed('the sign-in was started by another site')
      }
      const login = pendingLogin.data
      const callback = new URL(login.redirectUri)
      if (url.origin !== callback.origin || url.pathname !== callback.pathname) {
        throw failed('the result address is not this server’s')
      }
      // The provider's words (error_description) are its own, shown to no one but the log.
      const error = url.searchParams.get('error')
      if (error) {
        logError(
          new Error(
            `${login.provider}: ${error} ${url.searchParams.get('error_description') ?? ''}`,
          ),
        )
        throw failed('the provider refused the sign-in')
      }
      const configuration = await configurationOf(login.provider)
      let claims: oidc.IDToken | undefined
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, url, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        })
        claims = tokens.claims()
      } catch (cause) {
        logError(cause)
        throw failed('the provider refused the code')
      }
      if (!claims?.sub) throw failed('the provider named no account')
      const name = [claims.preferred_username, claims.name, claims.email].find(
        (value): value is string => typeof value === 'string' && value.length > 0,
      )
      return {
        provider: login.provider,
        subject: claims.sub,
        userName: name,
        email:
          claims.email_verified === true && typeof claims.email === 'string'
            ? claims.email
            : undefined,
      }
    },
  }
}
