/** What a provider's user-info call tells about the account. */
export type SocialAccount = {
  /** The provider's stable id of the account. */
  subject: string
  userName: string | undefined
  /** Only an address the provider says is verified. */
  email: string | undefined
}

/** Reads a JSON resource of the provider's API with the access token (`GET`). */
export type FetchApi = (url: URL) => Promise<unknown>

/**
 * A provider signed in with through OpenID Connect: its discovery document is read from the
 * issuer, the account comes from the verified ID token.
 */
export type OidcProfile = {
  kind: 'oidc'
  issuer: string
  scope: string
  /** `form_post` where the provider posts the result back instead of redirecting. */
  responseMode?: 'form_post'
}

/**
 * A provider signed in with through its OAuth 2 API: authorization code with PKCE, then its
 * user-info call. The endpoints are the real ones; a `baseUrl` setting keeps their paths on
 * another origin (a stand-in).
 */
export type OAuthProfile = {
  kind: 'oauth'
  authorizationEndpoint: string
  tokenEndpoint: string
  userInfoEndpoint: string
  scope: string
  /** How the client id and secret travel to the token endpoint. */
  clientAuthentication: 'basic' | 'post'
  /** The account behind the access token, from the user-info endpoint (and what it links). */
  readAccount(fetchApi: FetchApi, userInfoEndpoint: URL): Promise<SocialAccount>
}

export type SocialProfile = OidcProfile | OAuthProfile

/** A field of an API answer, if it is a non-empty string. */
export function stringField(value: unknown, key: string): string | undefined {
  const field =
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[key]
      : undefined
  return typeof field === 'string' && field.length > 0 ? field : undefined
}

/** The account's id, which every user-info answer must carry. */
export function requiredId(value: unknown, key = 'id'): string {
  const field =
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[key]
      : undefined
  if (typeof field === 'number' && Number.isSafeInteger(field)) return String(field)
  if (typeof field === 'string' && field.length > 0) return field
  throw new Error(`the user-info answer has no "${key}"`)
}
