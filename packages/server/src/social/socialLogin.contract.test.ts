// Contract: social login over real HTTP, as the frame and the popup drive it: the frame asks
// for the provider's authorization URL, the popup signs in on the development stand-in's page
// (the local OpenID provider for google and apple, the OAuth 2 stand-ins for the others) and
// comes back to the frame's callback, the frame completes the login with that address
// (Farcaster: farcaster/farcasterSignIn.contract.test.ts).
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createFrameApiClient } from '../testing/frameApiClient.js'
import { signInOnProvider } from '../testing/signInOnProvider.js'
import { createTestServer } from '../testing/testDatabase.js'

const page = { projectId: 'demo', origin: 'http://localhost:5173' }

let server: LatchServer
let frameUrl: string
let issuer: string
let stop: () => Promise<void>
beforeAll(async () => {
  server = await createTestServer({ indexerPollMs: false })
  const running = await server.start({ port: 0, host: '127.0.0.1' })
  frameUrl = running.frameUrl
  issuer = running.identityProviderUrl ?? ''
  stop = running.close
})
afterAll(async () => {
  await stop()
  await server.close()
})

/** The frame's own requests: a fresh frame document (no session cookie) each time. */
const post = <T = Record<string, unknown>>(path: string, body: unknown) =>
  createFrameApiClient(frameUrl).call<T>(path, body)

const signIn = (authorizationUrl: string, name: string, decision?: 'allow' | 'cancel') =>
  signInOnProvider(authorizationUrl, name, { frameUrl, decision })

describe('social login with the local OpenID provider', () => {
  test('default: authorization URL, sign-in, callback page, session and user record', async () => {
    const redirect = await post<{ uri: string }>('/api/social/redirect', {
      ...page,
      provider: 'google',
    })
    expect(redirect.status).toBe(200)
    const authorization = new URL(redirect.body.uri)
    expect(authorization.origin).toBe(issuer)
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: 'google',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${frameUrl}/social/callback`,
    })
    expect(authorization.searchParams.get('state')).toBeTruthy()
    expect(authorization.searchParams.get('nonce')).toBeTruthy()

    const resultUri = await signIn(redirect.body.uri, 'Grace Hopper')
    expect(resultUri).toMatch(new RegExp(`^${frameUrl}/social/callback\\?code=`))

    const callback = await fetch(resultUri)
    expect(callback.status).toBe(200)
    const html = await callback.text()
    expect(html).toContain('<meta name="latch-app-origin" content="http://localhost:5173">')
    expect(html).toContain('src="/frame-client/social-callback.js"')
    expect(callback.headers.get('content-security-policy')).toContain("script-src 'self'")

    const frame = createFrameApiClient(frameUrl)
    const connect = await frame.call('/api/social/connect', {
      ...page,
      resultUri,
      chainId: 'eip155:31337',
    })
    expect(connect.status).toBe(200)
    expect(Object.keys(connect.body)).toEqual(['sessionId'])
    const user = await frame.call('/api/user')
    expect(user.body).toMatchObject({
      email: 'grace-hopper@example.com',
      userName: 'grace-hopper',
      socialProvider: 'google',
      chainId: 'eip155:31337',
      preferredAccountType: 'eoa',
    })

    // A result address works once.
    const replay = await post<{ error: { message: string } }>('/api/social/connect', {
      ...page,
      resultUri,
      chainId: 'eip155:31337',
    })
    expect(replay.status).toBe(400)
    expect(replay.body.error.message).toMatch(/^Social login failed: /)
  }, 30_000)

  test('behavior: a login started by one site cannot be completed by another', async () => {
    const redirect = await post<{ uri: string }>('/api/social/redirect', { ...page, provider: 'x' })
    const resultUri = await signIn(redirect.body.uri, 'ada')
    const other = await post<{ error: { message: string } }>('/api/social/connect', {
      projectId: 'demo',
      origin: 'http://127.0.0.1:3000',
      resultUri,
      chainId: 1,
    })
    expect(other.status).toBe(400)
    expect(other.body.error.message).toBe(
      'Social login failed: the sign-in was started by another site',
    )
  }, 30_000)

  test('behavior: an unknown state gets a callback page that posts nothing', async () => {
    const callback = await fetch(`${frameUrl}/social/callback?code=x&state=unknown`)
    expect(callback.status).toBe(400)
    expect(await callback.text()).not.toContain('latch-app-origin')
  })

  test('behavior: the origin check comes first', async () => {
    const refused = await post<{ error: { message: string } }>('/api/social/redirect', {
      projectId: 'demo',
      origin: 'https://evil.example',
      provider: 'google',
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('Unauthorized: origin not allowed')
  })
})

type ProviderCase = {
  provider: 'google' | 'apple' | 'github' | 'x' | 'discord' | 'facebook'
  /** The stand-in's authorization page, under the local provider's address. */
  path: string
  scope: string
  /** What `Grace <provider>` becomes on the provider (each its own email: one user per email). */
  userName: string
  email: string | undefined
}

const providerCases: ProviderCase[] = [
  {
    provider: 'google',
    path: '/auth',
    scope: 'openid email profile',
    userName: 'grace-google',
    email: 'grace-google@example.com',
  },
  {
    provider: 'apple',
    path: '/auth',
    scope: 'openid email',
    userName: 'grace-apple@example.com',
    email: 'grace-apple@example.com',
  },
  {
    provider: 'github',
    path: '/github/login/oauth/authorize',
    scope: 'read:user user:email',
    userName: 'grace-github',
    email: 'grace-github@example.com',
  },
  {
    provider: 'x',
    path: '/x/i/oauth2/authorize',
    scope: 'users.read tweet.read',
    userName: 'grace_x',
    email: undefined,
  },
  {
    provider: 'discord',
    path: '/discord/oauth2/authorize',
    scope: 'identify email',
    userName: 'grace.discord',
    email: 'grace-discord@example.com',
  },
  {
    provider: 'facebook',
    path: '/facebook/v19.0/dialog/oauth',
    scope: 'public_profile email',
    userName: 'Grace facebook',
    email: 'grace-facebook@example.com',
  },
]

describe.each(providerCases)('$provider through its development stand-in', (item) => {
  const start = () =>
    post<{ uri: string }>('/api/social/redirect', { ...page, provider: item.provider })
  const connect = (frame: ReturnType<typeof createFrameApiClient>, resultUri: string) =>
    frame.call<{ error: { message: string } }>('/api/social/connect', {
      ...page,
      resultUri,
      chainId: 'eip155:31337',
    })

  test('default: its profile’s request, its consent page, signed in with its account', async () => {
    const redirect = await start()
    const authorization = new URL(redirect.body.uri)
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${issuer}${item.path}`)
    expect(authorization.searchParams.get('scope')).toBe(item.scope)
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    const oidcProvider = item.provider === 'google' || item.provider === 'apple'
    expect(authorization.searchParams.has('nonce')).toBe(oidcProvider)
    expect(authorization.searchParams.get('response_mode')).toBe(
      item.provider === 'apple' ? 'form_post' : null,
    )
    const resultUri = await signIn(redirect.body.uri, `Grace ${item.provider}`)
    expect(resultUri).toMatch(new RegExp(`^${frameUrl}/social/callback\\?code=`))
    const frame = createFrameApiClient(frameUrl)
    expect((await connect(frame, resultUri)).status).toBe(200)
    const user = await frame.call<{ socialProvider?: string; userName?: string; email?: string }>(
      '/api/user',
    )
    expect(user.body.socialProvider).toBe(item.provider)
    expect(user.body.userName).toBe(item.userName)
    expect(user.body.email).toBe(item.email)
  }, 30_000)

  test('behavior: a wrong code fails for the visitor; the provider’s words go to the log', async () => {
    const redirect = await start()
    const resultUri = new URL(await signIn(redirect.body.uri, 'Ada'))
    resultUri.searchParams.set('code', 'not-the-code')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const refused = await connect(createFrameApiClient(frameUrl), resultUri.href)
      expect(refused.status).toBe(400)
      expect(refused.body.error.message).toBe('Social login failed: the provider refused the code')
      expect(JSON.stringify(refused.body)).not.toMatch(/invalid|bad_verification|OAuthException/i)
      expect(logged).toHaveBeenCalledWith('[latch-server social]', expect.any(Error))
    } finally {
      logged.mockRestore()
    }
  }, 30_000)
})

describe('the provider refuses', () => {
  test('behavior: Cancel on a stand-in’s consent page: "the provider refused the sign-in"', async () => {
    const redirect = await post<{ uri: string }>('/api/social/redirect', {
      ...page,
      provider: 'discord',
    })
    const resultUri = await signIn(redirect.body.uri, 'Ada', 'cancel')
    expect(new URL(resultUri).searchParams.get('error')).toBe('access_denied')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const refused = await post<{ error: { message: string } }>('/api/social/connect', {
        ...page,
        resultUri,
        chainId: 1,
      })
      expect(refused.body.error.message).toBe(
        'Social login failed: the provider refused the sign-in',
      )
      expect(String(logged.mock.calls[0]?.[1])).toContain('discord: access_denied')
    } finally {
      logged.mockRestore()
    }
  }, 30_000)
})
