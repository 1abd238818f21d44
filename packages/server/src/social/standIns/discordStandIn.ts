import type { StandInShape } from './oauthStandIn.js'

/**
 * Discord's OAuth 2 and API: `{ error, error_description }` (400 `invalid_grant`, 401
 * `invalid_client`), `GET /api/users/@me` with `email` and `verified`, 401 "401: Unauthorized".
 */
export const discordStandIn: StandInShape = {
  title: 'Discord',
  authorizePath: '/oauth2/authorize',
  tokenPath: '/api/oauth2/token',
  clientAuthentication: 'post',
  pkceRequired: false,
  deniedParameters: {
    error_description: 'The resource owner or authorization server denied the request',
  },
  tokenAnswer: (accessToken) => ({
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: 604800,
    refresh_token: `refresh-${accessToken}`,
    scope: 'identify email',
  }),
  tokenRefused: (refusal, description) => ({
    status: refusal === 'invalid_client' ? 401 : 400,
    body: {
      error: refusal === 'invalid_grant' ? 'invalid_grant' : refusal,
      error_description: description,
    },
  }),
  resources: {
    '/api/users/@me': (account) => ({
      id: account.id,
      username: account.login.replace(/-/g, '.'),
      global_name: account.name,
      discriminator: '0',
      avatar: null,
      email: account.email,
      verified: true,
    }),
  },
  unauthorized: { status: 401, body: { message: '401: Unauthorized', code: 0 } },
}
