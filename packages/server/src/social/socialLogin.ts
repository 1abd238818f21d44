import type { FrameSocialProvider } from '@latch/frame-protocol'
import * as oidc from 'openid-client'
import { AuthError } from '../auth/authError.js'
import { createPendingLogins } from '../auth/pendingLogins.js'
import type { SocialIdentity } from '../auth/userStore.js'
import type { Queryable } from '../db/database.js'
import type { SocialProviderSettings } from '../frame/frameConfig.js'
import { createOAuthClient } from './oauthClient.js'
import { createOidcClient } from './oidcClient.js'
import type { SocialClient } from './socialClient.js'
import { socialProfiles } from './socialProfiles.js'

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
   * and page, exchanges the code (PKCE and state; nonce and ID token for OpenID Connect) and
   * reads the account.
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
  /**
   * The local provider's address, for the development stand-ins: its OpenID provider (google,
   * apple) and, under `/<provider>`, the OAuth 2 stand-ins (github, x, discord, facebook).
   */
  localIssuer: () => string | undefined
  now?: () => number
  /** Where the providers' own error texts go: never to the visitor. */
  logError?: (error: unknown) => void
}

function failed(reason: string): AuthError {
  return new AuthError('SOCIAL_LOGIN_FAILED', { reason })
}

/** The client of a provider as configured: its profile, at the configured or real endpoints. */
function clientFor(
  provider: FrameSocialProvider,
  settings: SocialProviderSettings,
  localIssuer: string | undefined,
): SocialClient {
  const profile = socialProfiles[provider]
  const { clientId, clientSecret } = settings
  if (settings.standIn) {
    if (!localIssuer) throw failed(`${provider} has no identity provider`)
    return profile.kind === 'oidc'
      ? createOidcClient({ profile, issuer: localIssuer, clientId, clientSecret })
      : createOAuthClient({
          profile,
          clientId,
          clientSecret,
          baseUrl: `${localIssuer}/${provider}`,
        })
  }
  if (settings.issuer || profile.kind === 'oidc') {
    const issuer = settings.issuer ?? (profile.kind === 'oidc' ? profile.issuer : '')
    const oidcProfile =
      profile.kind === 'oidc' ? profile : { scope: 'openid email profile' as const }
    return createOidcClient({ profile: oidcProfile, issuer, clientId, clientSecret })
  }
  return createOAuthClient({ ...settings, profile })
}

/**
 * Social login with each provider's profile (src/social/socialProfiles.ts): OpenID Connect
 * with discovery for Google and Apple (or any provider given an `issuer`), OAuth 2 with PKCE
 * and the user-info call for GitHub, X, Discord and Facebook; in development the stand-ins of
 * the local provider unless configured otherwise. Started logins wait in the database for
 * {@link socialLoginTtlMs}.
 */
export function createSocialLogin({
  db,
  providers,
  localIssuer,
  now = Date.now,
  logError = (error) => console.error('[latch-server social]', error),
}: CreateSocialLoginParameters): SocialLogin {
  const pending = createPendingLogins<SocialLoginData>(db, 'social', now)
  // One client per provider and local address (the local provider's port is known at start).
  const clients = new Map<string, SocialClient>()

  function clientOf(provider: FrameSocialProvider): SocialClient {
    const settings = providers[provider]
    if (!settings) throw new AuthError('LOGIN_NOT_OFFERED')
    const local = settings.standIn ? localIssuer() : undefined
    const key = `${provider} ${local ?? ''}`
    let client = clients.get(key)
    if (!client) {
      client = clientFor(provider, settings, local)
      clients.set(key, client)
    }
    return client
  }

  return {
    async authorizationUrl({ provider, projectId, origin, redirectUri }) {
      const client = clientOf(provider)
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      let url: URL
      try {
        url = await client.authorizationUrl({ redirectUri, state, codeVerifier, nonce })
      } catch (error) {
        logError(error)
        throw failed(`${provider} cannot be reached`)
      }
      await pending.put(
        state,
        { projectId, origin, data: { provider, redirectUri, codeVerifier, nonce } },
        socialLoginTtlMs,
      )
      return url.toString()
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
      const client = clientOf(login.provider)
      let account: Awaited<ReturnType<SocialClient['accountOf']>>
      try {
        account = await client.accountOf(url, {
          state,
          codeVerifier: login.codeVerifier,
          nonce: login.nonce,
        })
      } catch (cause) {
        logError(cause)
        throw failed('the provider refused the code')
      }
      return { provider: login.provider, ...account }
    },
  }
}
