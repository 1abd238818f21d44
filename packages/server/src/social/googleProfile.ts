import type { OidcProfile } from './socialProfile.js'

/** Google: OpenID Connect with discovery; the ID token carries the verified email. */
export const googleProfile: OidcProfile = {
  kind: 'oidc',
  issuer: 'https://accounts.google.com',
  scope: 'openid email profile',
}
