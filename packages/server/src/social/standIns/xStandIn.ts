import type { StandInShape } from './oauthStandIn.js'

/**
 * X's OAuth 2.0 endpoints and API v2: PKCE required, a confidential client authenticates with
 * Basic only, errors `{ error, error_description }` (400, 401 for the client), the API's
 * problem details on a bad token.
 */
export const xStandIn: StandInShape = {
  title: 'X',
  authorizePath: '/i/oauth2/authorize',
  tokenPath: '/2/oauth2/token',
  clientAuthentication: 'basic',
  pkceRequired: true,
  deniedParameters: {},
  tokenAnswer: (accessToken) => ({
    token_type: 'bearer',
    expires_in: 7200,
    access_token: accessToken,
    scope: 'users.read tweet.read',
  }),
  tokenRefused: (refusal, description) =>
    refusal === 'invalid_client'
      ? {
          status: 401,
          body: {
            error: 'unauthorized_client',
            error_description: 'Missing valid authorization header',
          },
        }
      : {
          status: 400,
          body: {
            error: 'invalid_request',
            error_description: `Value passed for the authorization code was invalid. ${description}`,
          },
        },
  resources: {
    '/2/users/me': (account) => ({
      data: { id: account.id, name: account.name, username: account.login.replace(/-/g, '_') },
    }),
  },
  unauthorized: {
    status: 401,
    body: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
  },
}
