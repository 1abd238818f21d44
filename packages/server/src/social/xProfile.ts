import { type OAuthProfile, requiredId, stringField } from './socialProfile.js'

/**
 * X (OAuth 2.0 with PKCE, which X requires; a confidential client authenticates with Basic).
 * `GET /2/users/me` answers `{ data: { id, name, username } }`. X gives an email only to apps
 * it granted that permission, so none is asked for: the account is its username.
 */
export const xProfile: OAuthProfile = {
  kind: 'oauth',
  authorizationEndpoint: 'https://twitter.com/i/oauth2/authorize',
  tokenEndpoint: 'https://api.x.com/2/oauth2/token',
  userInfoEndpoint: 'https://api.x.com/2/users/me',
  scope: 'users.read tweet.read',
  clientAuthentication: 'basic',
  async readAccount(fetchApi, userInfoEndpoint) {
    const answer = await fetchApi(userInfoEndpoint)
    const data =
      typeof answer === 'object' && answer !== null
        ? (answer as { data?: unknown }).data
        : undefined
    return {
      subject: requiredId(data),
      userName: stringField(data, 'username') ?? stringField(data, 'name'),
      email: undefined,
    }
  },
}
