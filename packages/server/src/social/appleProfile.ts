import type { OidcProfile } from './socialProfile.js'

/**
 * Sign in with Apple: OpenID Connect with discovery. The ID token of the token response
 * carries the email (maybe a private relay address); Apple posts the result back
 * (`form_post`) whenever the email is asked for. Its client secret is the JWT a site signs with
 * its Apple key (at most six months valid), configured like any other secret.
 */
export const appleProfile: OidcProfile = {
  kind: 'oidc',
  issuer: 'https://appleid.apple.com',
  scope: 'openid email',
  responseMode: 'form_post',
}
