import { type OAuthProfile, requiredId, stringField } from './socialProfile.js'

type GitHubEmail = { email?: unknown; primary?: unknown; verified?: unknown }

/**
 * A GitHub OAuth app: no discovery document and no ID token. `GET /user` names the account
 * (`login`), `GET /user/emails` (scope `user:email`) says which address is primary and verified.
 * GitHub answers token errors with 200 and `{ error }`.
 */
export const githubProfile: OAuthProfile = {
  kind: 'oauth',
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
  userInfoEndpoint: 'https://api.github.com/user',
  scope: 'read:user user:email',
  clientAuthentication: 'post',
  async readAccount(fetchApi, userInfoEndpoint) {
    const user = await fetchApi(userInfoEndpoint)
    const emails = await fetchApi(new URL(`${userInfoEndpoint.pathname}/emails`, userInfoEndpoint))
    const primary = Array.isArray(emails)
      ? (emails as GitHubEmail[]).find((entry) => entry.primary === true && entry.verified === true)
      : undefined
    return {
      subject: requiredId(user),
      userName: stringField(user, 'login') ?? stringField(user, 'name'),
      email: typeof primary?.email === 'string' ? primary.email : undefined,
    }
  },
}
