import type { StandInShape } from './oauthStandIn.js'

const docs =
  'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors'

/**
 * GitHub's OAuth app endpoints and REST API: token errors answer 200 with `{ error,
 * error_description, error_uri }`; the API wants a `User-Agent` and answers 401 "Bad
 * credentials".
 */
export const githubStandIn: StandInShape = {
  title: 'GitHub',
  authorizePath: '/login/oauth/authorize',
  tokenPath: '/login/oauth/access_token',
  clientAuthentication: 'post',
  pkceRequired: false,
  deniedParameters: {
    error_description: 'The user has denied your application access.',
    error_uri:
      '/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#access-denied',
  },
  tokenAnswer: (accessToken) => ({
    access_token: accessToken,
    scope: 'read:user,user:email',
    token_type: 'bearer',
  }),
  tokenRefused: (refusal, description) => ({
    status: 200,
    body: {
      error:
        refusal === 'invalid_client'
          ? 'incorrect_client_credentials'
          : refusal === 'invalid_grant'
            ? 'bad_verification_code'
            : 'unsupported_grant_type',
      error_description: description,
      error_uri: docs,
    },
  }),
  resources: {
    '/user': (account) => ({
      login: account.login,
      id: Number(account.id),
      name: account.name,
      email: null,
      type: 'User',
    }),
    '/user/emails': (account) => [
      { email: account.email, primary: true, verified: true, visibility: 'private' },
      {
        email: `${account.id}+${account.login}@users.noreply.github.com`,
        primary: false,
        verified: true,
        visibility: null,
      },
    ],
  },
  unauthorized: {
    status: 401,
    body: {
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest',
      status: '401',
    },
  },
  refuseRequest: (request) =>
    request.headers['user-agent']
      ? undefined
      : {
          status: 403,
          body: {
            message:
              'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.',
          },
        },
}
