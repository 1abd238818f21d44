import type { StandInShape } from './oauthStandIn.js'

const graphVersion = '/v19.0'

function oauthException(message: string, code: number, subcode?: number) {
  return {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: 'AStandInTrace',
    },
  }
}

/**
 * Facebook Login and the Graph API: errors are `{ error: { message, type: 'OAuthException',
 * code } }` (400), `GET /me?fields=…` answers only the fields asked for.
 */
export const facebookStandIn: StandInShape = {
  title: 'Facebook',
  authorizePath: `${graphVersion}/dialog/oauth`,
  tokenPath: `${graphVersion}/oauth/access_token`,
  clientAuthentication: 'post',
  pkceRequired: false,
  deniedParameters: {
    error_code: '200',
    error_description: 'Permissions error',
    error_reason: 'user_denied',
  },
  tokenAnswer: (accessToken) => ({
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 5183944,
  }),
  tokenRefused: (refusal, description) => ({
    status: 400,
    body:
      refusal === 'invalid_client'
        ? oauthException('Error validating client secret.', 1)
        : refusal === 'invalid_grant'
          ? oauthException(`This authorization code is invalid. ${description}`, 100, 36009)
          : oauthException('Unsupported grant_type.', 100),
  }),
  resources: {
    [`${graphVersion}/me`]: (account, request) => {
      const fields = new URL(request.url ?? '', 'http://localhost').searchParams.get('fields')
      const all: Record<string, string> = {
        id: account.id,
        name: account.name,
        email: account.email,
      }
      const asked = fields ? fields.split(',') : ['id', 'name']
      return Object.fromEntries(
        asked.filter((field) => field in all).map((field) => [field, all[field]]),
      )
    },
  },
  unauthorized: {
    status: 400,
    body: oauthException('Invalid OAuth access token - Cannot parse access token', 190),
  },
}
