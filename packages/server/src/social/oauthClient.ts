import * as oidc from 'openid-client'
import type { SocialClient } from './socialClient.js'
import type { OAuthProfile } from './socialProfile.js'

/** The endpoints a site may point elsewhere (a stand-in, a proxy). */
export type OAuthEndpoints = {
  /** Keeps each default endpoint's path and query on this origin (and path prefix). */
  baseUrl?: string | undefined
  authorizationEndpoint?: string | undefined
  tokenEndpoint?: string | undefined
  userInfoEndpoint?: string | undefined
}

export type OAuthClientParameters = OAuthEndpoints & {
  profile: OAuthProfile
  clientId: string
  clientSecret: string
}

/** `https://github.com/login/oauth/authorize` on `http://127.0.0.1:8789/github`. */
function rebase(endpoint: string, baseUrl: string | undefined): string {
  if (!baseUrl) return endpoint
  const url = new URL(endpoint)
  return `${baseUrl.replace(/\/$/, '')}${url.pathname}${url.search}`
}

/**
 * The providers' error answers (status and text), read from a copy as each arrives: the
 * library may read an answer's body itself before it throws, so the body is not read after.
 * Keyed by the answer object itself, never checked with `instanceof Response`: test files
 * sharing a worker may leave another realm's `Response` global behind.
 */
const errorAnswers = new WeakMap<object, { status: number; text: string }>()

/** `fetch`, keeping the text of an error answer for {@link withProviderText}. */
async function fetchKeepingErrors(
  url: string,
  options: oidc.CustomFetchOptions,
): Promise<Response> {
  // The library's options are fetch's own (its body types are fetch's, named its way).
  const response = await fetch(url, options as RequestInit)
  if (!response.ok) {
    const text = await response
      .clone()
      .text()
      .catch(() => '')
    errorAnswers.set(response, { status: response.status, text })
  }
  return response
}

/**
 * The library names an error answer that is not OAuth-shaped (Facebook's `{ error: { message
 * } }`) only by its status: the provider's text is added for the log.
 */
async function withProviderText(error: unknown): Promise<never> {
  const cause = error instanceof Error ? error.cause : undefined
  const answer = typeof cause === 'object' && cause !== null ? errorAnswers.get(cause) : undefined
  if (error instanceof Error && answer) {
    throw new Error(`${error.message}: ${answer.status} ${answer.text.slice(0, 500)}`, {
      cause: error,
    })
  }
  throw error
}

/**
 * An OAuth 2 client of a provider's API (`openid-client` on a configuration built from the
 * profile's endpoints, no discovery): authorization code with PKCE and state, then the
 * profile's user-info call with the access token.
 */
export function createOAuthClient({
  profile,
  clientId,
  clientSecret,
  ...endpoints
}: OAuthClientParameters): SocialClient {
  const userInfoEndpoint = new URL(
    endpoints.userInfoEndpoint ?? rebase(profile.userInfoEndpoint, endpoints.baseUrl),
  )
  const configuration = new oidc.Configuration(
    {
      issuer: new URL(profile.authorizationEndpoint).origin,
      authorization_endpoint:
        endpoints.authorizationEndpoint ?? rebase(profile.authorizationEndpoint, endpoints.baseUrl),
      token_endpoint: endpoints.tokenEndpoint ?? rebase(profile.tokenEndpoint, endpoints.baseUrl),
    },
    clientId,
    undefined,
    profile.clientAuthentication === 'basic'
      ? oidc.ClientSecretBasic(clientSecret)
      : oidc.ClientSecretPost(clientSecret),
  )
  configuration[oidc.customFetch] = fetchKeepingErrors
  // Plain http only for local stand-ins (development, tests): the real endpoints are https.
  if (endpoints.baseUrl?.startsWith('http:') || userInfoEndpoint.protocol === 'http:') {
    oidc.allowInsecureRequests(configuration)
  }

  async function fetchApi(accessToken: string, url: URL): Promise<unknown> {
    const response = await oidc.fetchProtectedResource(
      configuration,
      accessToken,
      url,
      'GET',
      undefined,
      // GitHub refuses requests without a user agent; JSON is what every API answers.
      new Headers({ accept: 'application/json', 'user-agent': 'latch-server' }),
    )
    if (!response.ok) {
      throw new Error(`${url.pathname} answered ${response.status}: ${await response.text()}`)
    }
    return response.json()
  }

  return {
    async authorizationUrl({ redirectUri, state, codeVerifier }) {
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: profile.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      })
    },

    async accountOf(callbackUrl, { state, codeVerifier }) {
      const tokens = await oidc
        .authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          idTokenExpected: false,
        })
        .catch(withProviderText)
      return profile.readAccount((url) => fetchApi(tokens.access_token, url), userInfoEndpoint)
    },
  }
}
