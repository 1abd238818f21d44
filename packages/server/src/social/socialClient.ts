import type { SocialAccount } from './socialProfile.js'

/** The secrets of one started login, kept until the popup comes back. */
export type LoginChecks = { state: string; codeVerifier: string; nonce: string }

/** One provider's client: where the popup goes, and the account it comes back with. */
export type SocialClient = {
  authorizationUrl(input: LoginChecks & { redirectUri: string }): Promise<URL>
  /**
   * Exchanges the code of `callbackUrl` (PKCE and state checked; for OpenID Connect the nonce
   * and the ID token too) and reads the account.
   *
   * @throws the provider's or the library's error: its text is for the log only.
   */
  accountOf(callbackUrl: URL, checks: LoginChecks): Promise<SocialAccount>
}
