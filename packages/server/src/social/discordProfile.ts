import { type OAuthProfile, requiredId, stringField } from './socialProfile.js'

/**
 * Discord's OAuth 2 (PKCE supported). `GET /api/users/@me` (scopes `identify email`) answers
 * the user with `email` and `verified`: an unverified address is not taken.
 */
export const discordProfile: OAuthProfile = {
  kind: 'oauth',
  authorizationEndpoint: 'https://discord.com/oauth2/authorize',
  tokenEndpoint: 'https://discord.com/api/oauth2/token',
  userInfoEndpoint: 'https://discord.com/api/users/@me',
  scope: 'identify email',
  clientAuthentication: 'post',
  async readAccount(fetchApi, userInfoEndpoint) {
    const user = await fetchApi(userInfoEndpoint)
    const verified = (user as { verified?: unknown }).verified === true
    return {
      subject: requiredId(user),
      userName: stringField(user, 'username') ?? stringField(user, 'global_name'),
      email: verified ? stringField(user, 'email') : undefined,
    }
  },
}
