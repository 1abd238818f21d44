// Contract: each OAuth 2 profile's client against its provider's stand-in, over real HTTP:
// the profile's requests in the shapes the provider documents, its answers (errors included)
// read as the provider words them.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as oidc from 'openid-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signInOnProvider } from '../testing/signInOnProvider.js'
import { discordProfile } from './discordProfile.js'
import { facebookProfile } from './facebookProfile.js'
import { githubProfile } from './githubProfile.js'
import { createOAuthClient } from './oauthClient.js'
import type { SocialClient } from './socialClient.js'
import type { OAuthProfile } from './socialProfile.js'
import { createSocialStandIns } from './standIns/socialStandIns.js'
import { xProfile } from './xProfile.js'

const frameUrl = 'http://127.0.0.1:1'
const redirectUri = `${frameUrl}/social/callback`
const secret = 'stand-in-secret'

let server: Server
let base: string
beforeAll(async () => {
  const standIns = createSocialStandIns({
    clients: ['github', 'x', 'discord', 'facebook'].map((clientId) => ({
      clientId,
      clientSecret: secret,
    })),
    redirectUris: [redirectUri],
  })
  server = createServer((request, response) => {
    if (!standIns(request, response)) response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

type Case = {
  provider: string
  profile: OAuthProfile
  authorizePath: string
  /** The account "Grace Hopper" becomes. */
  userName: string
  email: string | undefined
  /** What the provider says about a code it does not know (in its own words). */
  wrongCode: RegExp
}

const cases: Case[] = [
  {
    provider: 'github',
    profile: githubProfile,
    authorizePath: '/login/oauth/authorize',
    userName: 'grace-hopper',
    email: 'grace-hopper@example.com',
    wrongCode: /bad_verification_code/,
  },
  {
    provider: 'x',
    profile: xProfile,
    authorizePath: '/i/oauth2/authorize',
    userName: 'grace_hopper',
    email: undefined,
    wrongCode: /invalid_request/,
  },
  {
    provider: 'discord',
    profile: discordProfile,
    authorizePath: '/oauth2/authorize',
    userName: 'grace.hopper',
    email: 'grace-hopper@example.com',
    wrongCode: /invalid_grant/,
  },
  {
    provider: 'facebook',
    profile: facebookProfile,
    authorizePath: '/v19.0/dialog/oauth',
    userName: 'Grace Hopper',
    email: 'grace-hopper@example.com',
    wrongCode: /This authorization code is invalid/,
  },
]

function checks() {
  return {
    state: oidc.randomState(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    nonce: oidc.randomNonce(),
  }
}

/** The error's text with its causes (what the log shows). */
async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    const texts: string[] = []
    let at: unknown = error
    while (at) {
      texts.push(at instanceof Error ? at.message : JSON.stringify(at))
      at = at instanceof Error ? at.cause : undefined
    }
    return texts.join(' | ')
  }
  throw new Error('expected a refusal')
}

describe.each(cases)('$provider profile against its stand-in', (item) => {
  const client = (clientSecret = secret): SocialClient =>
    createOAuthClient({
      profile: item.profile,
      clientId: item.provider,
      clientSecret,
      baseUrl: `${base}/${item.provider}`,
    })

  async function signedIn(login = checks(), ofClient = client()) {
    const url = await ofClient.authorizationUrl({ ...login, redirectUri })
    return {
      url,
      callback: new URL(await signInOnProvider(url.href, 'Grace Hopper', { frameUrl })),
    }
  }

  test('default: the authorization request, the code, the account', async () => {
    const login = checks()
    const { url, callback } = await signedIn(login)
    expect(url.pathname).toBe(`/${item.provider}${item.authorizePath}`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: item.provider,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: item.profile.scope,
      state: login.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
      code_challenge_method: 'S256',
    })
    expect(callback.searchParams.get('state')).toBe(login.state)
    const account = await client().accountOf(callback, login)
    expect(account).toEqual({
      subject: expect.stringMatching(/^\d+$/),
      userName: item.userName,
      email: item.email,
    })
  })

  test('behavior: a code works once', async () => {
    const login = checks()
    const { callback } = await signedIn(login)
    await client().accountOf(callback, login)
    expect(await errorOf(client().accountOf(callback, login))).toMatch(item.wrongCode)
  })

  test('behavior: an unknown code is refused in the provider’s words', async () => {
    const login = checks()
    const { callback } = await signedIn(login)
    callback.searchParams.set('code', 'not-a-code')
    expect(await errorOf(client().accountOf(callback, login))).toMatch(item.wrongCode)
  })

  test('behavior: a wrong PKCE verifier is refused', async () => {
    const login = checks()
    const { callback } = await signedIn(login)
    const wrong = { ...login, codeVerifier: oidc.randomPKCECodeVerifier() }
    expect(await errorOf(client().accountOf(callback, wrong))).toMatch(item.wrongCode)
  })

  test('behavior: a wrong client secret is refused', async () => {
    const login = checks()
    const { callback } = await signedIn(login)
    expect(await errorOf(client('wrong').accountOf(callback, login))).toMatch(
      /incorrect_client_credentials|unauthorized_client|invalid_client|Error validating client secret/,
    )
  })

  test('behavior: a state that is not the login’s is refused before any exchange', async () => {
    const login = checks()
    const { callback } = await signedIn(login)
    expect(
      await errorOf(client().accountOf(callback, { ...login, state: oidc.randomState() })),
    ).toMatch(/state/)
    // The code was not spent: the right login still completes.
    await expect(client().accountOf(callback, login)).resolves.toMatchObject({
      userName: item.userName,
    })
  })

  test('behavior: Cancel on the consent page comes back with access_denied', async () => {
    const login = checks()
    const url = await client().authorizationUrl({ ...login, redirectUri })
    const callback = new URL(
      await signInOnProvider(url.href, 'Grace', { frameUrl, decision: 'cancel' }),
    )
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe(login.state)
  })
})

describe('what the stand-ins check', () => {
  test('behavior: a redirect address not registered gets the provider’s error page', async () => {
    const response = await fetch(
      `${base}/github/login/oauth/authorize?client_id=github&response_type=code&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('The redirect_uri is not registered')
  })

  test('behavior: X refuses an authorization request without PKCE', async () => {
    const response = await fetch(
      `${base}/x/i/oauth2/authorize?client_id=x&response_type=code&state=s&redirect_uri=${encodeURIComponent(redirectUri)}`,
      { redirect: 'manual' },
    )
    const back = new URL(response.headers.get('location') ?? '')
    expect(back.searchParams.get('error')).toBe('invalid_request')
  })

  test('behavior: X refuses a client secret in the body (Basic only)', async () => {
    const response = await fetch(`${base}/x/2/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'any',
        client_id: 'x',
        client_secret: secret,
      }).toString(),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'unauthorized_client' })
  })

  test('behavior: GitHub answers token errors with 200 and { error }', async () => {
    const response = await fetch(`${base}/github/login/oauth/access_token`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'unknown',
        client_id: 'github',
        client_secret: secret,
      }).toString(),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ error: 'bad_verification_code' })
  })

  test('behavior: the APIs refuse a request without a valid token', async () => {
    const github = await fetch(`${base}/github/user`, {
      headers: { authorization: 'Bearer nope', 'user-agent': 'test' },
    })
    expect(github.status).toBe(401)
    expect(await github.json()).toMatchObject({ message: 'Bad credentials' })
    const facebook = await fetch(`${base}/facebook/v19.0/me?fields=id`)
    expect(facebook.status).toBe(400)
    expect(await facebook.json()).toMatchObject({ error: { type: 'OAuthException', code: 190 } })
  })
})
