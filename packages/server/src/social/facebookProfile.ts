import { type OAuthProfile, requiredId, stringField } from './socialProfile.js'

/** The Graph API version the endpoints are pinned to. */
const graphVersion = 'v19.0'

/**
 * Facebook Login (OAuth 2 with PKCE). `GET /me?fields=id,name,email`: Facebook returns only a
 * confirmed email, and none when the visitor declined the `email` permission.
 */
export const facebookProfile: OAuthProfile = {
  kind: 'oauth',
  authorizationEndpoint: `https://www.facebook.com/${graphVersion}/dialog/oauth`,
  tokenEndpoint: `https://graph.facebook.com/${graphVersion}/oauth/access_token`,
  userInfoEndpoint: `https://graph.facebook.com/${graphVersion}/me?fields=id,name,email`,
  scope: 'public_profile email',
  clientAuthentication: 'post',
  async readAccount(fetchApi, userInfoEndpoint) {
    const user = await fetchApi(userInfoEndpoint)
    return {
      subject: requiredId(user),
      userName: stringField(user, 'name'),
      email: stringField(user, 'email'),
    }
  },
}
