// Contract: social login over real HTTP, as the frame and the popup drive it: the frame asks
// for the provider's authorization URL, the popup signs in on the local OpenID provider's
// page and comes back to the frame's callback, the frame completes the login with that
// address; Farcaster through its development approval page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createFrameApiClient } from '../testing/frameApiClient.js'
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

/** The popup: follows the provider's redirects with its cookies, fills the login page. */
async function signInOnProvider(authorizationUrl: string, name: string): Promise<string> {
  const cookies = new Map<string, string>()
  async function visit(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  let url = authorizationUrl
  let response = await visit(url)
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href
      if (url.startsWith(frameUrl)) return url
      response = await visit(url)
      continue
    }
    const html = await response.text()
    const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1]
    if (!action) throw new Error(`no login form at ${url}: ${html.slice(0, 200)}`)
    response = await visit(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: name }).toString(),
    })
  }
  throw new Error('the provider did not send the popup back')
}

describe('social login with the local OpenID provider', () => {
  test('default: authorization URL, sign-in, callback page, session and user record', async () => {
    const redirect = await post<{ uri: string }>('/api/social/redirect', {
      ...page,
      provider: 'github',
    })
    expect(redirect.status).toBe(200)
    const authorization = new URL(redirect.body.uri)
    expect(authorization.origin).toBe(issuer)
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: 'github',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${frameUrl}/social/callback`,
    })
    expect(authorization.searchParams.get('state')).toBeTruthy()
    expect(authorization.searchParams.get('nonce')).toBeTruthy()

    const resultUri = await signInOnProvider(redirect.body.uri, 'Grace Hopper')
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
      socialProvider: 'github',
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
    const resultUri = await signInOnProvider(redirect.body.uri, 'ada')
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

describe('farcaster', () => {
  test('default: pending until approved on the development page, then signed in', async () => {
    const channel = await post<{ channelId: string; url: string }>('/api/farcaster/channel', page)
    expect(channel.body.url).toBe(`${frameUrl}/dev/farcaster/${channel.body.channelId}`)
    const frame = createFrameApiClient(frameUrl)
    const connect = () =>
      frame.call<{ pending?: true; sessionId?: string }>('/api/farcaster/connect', {
        ...page,
        channelId: channel.body.channelId,
        chainId: 'eip155:1',
      })
    expect((await connect()).body).toEqual({ pending: true })
    expect((await fetch(channel.body.url)).status).toBe(200)
    const approve = await fetch(channel.body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'userName=ada.eth',
    })
    expect(approve.status).toBe(200)
    const { body } = await connect()
    expect(body.sessionId).toBeDefined()
    const user = await frame.call('/api/user')
    expect(user.body).toMatchObject({ userName: 'ada.eth', socialProvider: 'farcaster' })
    // The channel is spent.
    expect((await connect()).status).toBe(400)
  })
})
