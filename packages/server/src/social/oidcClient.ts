import * as oidc from 'openid-client'
import type { SocialClient } from './socialClient.js'
import type { OidcProfile } from './socialProfile.js'

export type OidcClientParameters = {
  profile: Pick<OidcProfile, 'scope' | 'responseMode'>
  issuer: string
  clientId: string
  clientSecret: string
}

/**
 * An OpenID Connect client (`openid-client`): discovery at the issuer (read once, again after
 * a failure), code flow with PKCE, state and nonce, the account from the verified ID token.
 */
export function createOidcClient({
  profile,
  issuer,
  clientId,
  clientSecret,
}: OidcClientParameters): SocialClient {
  let discovered: Promise<oidc.Configuration> | undefined
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(issuer),
        clientId,
        clientSecret,
        undefined,
        // Plain http only for a local issuer (the development one, the tests').
        new URL(issuer).protocol === 'http:'
          ? { execute: [oidc.allowInsecureRequests] }
          : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined
        throw error
      })
    return discovered
  }

  return {
    async authorizationUrl({ redirectUri, state, codeVerifier, nonce }) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: profile.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(profile.responseMode ? { response_mode: profile.responseMode } : {}),
      })
    },

    async accountOf(callbackUrl, { state, codeVerifier, nonce }) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims?.sub) throw new Error('the ID token names no account')
      const email = typeof claims.email === 'string' ? claims.email : undefined
      // Apple writes `email_verified` as the string "true".
      const verified = claims.email_verified === true || claims.email_verified === 'true'
      return {
        subject: claims.sub,
        userName: [claims.preferred_username, claims.name, email].find(
          (value): value is string => typeof value === 'string' && value.length > 0,
        ),
        email: verified ? email : undefined,
      }
    },
  }
}
