// Findings 3, 9 and 10 of issue 15 against running servers: origins anyone can deploy to, the
// development stand-ins in a production server, a project's switches, the Host header and
// error texts of providers.
import { createSiweMessage } from '@latch/adapter-evm'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { ServerConfigError } from '../config/parseSetting.js'
import { createServer, type LatchServer, type RunningServer } from '../createServer.js'
import { devnetChainRpc, freshAccount } from '../testing/devnetClients.js'
import { createFrameApiClient } from '../testing/frameApiClient.js'
import { createTestDatabase, createTestServer, sdkQuery } from '../testing/testDatabase.js'

const shop = { id: 'shop', allowedOrigins: ['https://shop.example'] }

describe('finding 9: a production server runs no development stand-in', () => {
  let server: LatchServer
  let running: RunningServer
  beforeAll(async () => {
    server = await createServer({
      env: {},
      database: await createTestDatabase(),
      indexerPollMs: false,
      // No login offered: nothing more is needed to start.
      projects: [{ ...shop, features: { email: false, socials: false } }],
    })
    running = await server.start({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await running.close()
    await server.close()
  })

  test('behavior: no mailbox, no Farcaster page, no local OpenID provider, no demo project', async () => {
    expect(server.mailbox).toBeUndefined()
    expect(running.identityProviderUrl).toBeUndefined()
    const signInLink =
      'channelToken=x&nonce=abcdefgh&siweUri=https://shop.example&domain=shop.example'
    for (const path of [
      '/dev/mailbox',
      '/dev/mailbox/messages?to=a@b.c',
      `/dev/farcaster?${signInLink}`,
    ]) {
      expect((await fetch(`${running.frameUrl}${path}`)).status, path).toBe(404)
    }
    expect(server.config.farcaster.developmentWallet).toBeUndefined()
    const demo = await createFrameApiClient(running.frameUrl).call<{ error: { message: string } }>(
      '/api/origin-check',
      { projectId: 'demo', origin: 'http://localhost:5173' },
    )
    expect(demo.body.error.message).toBe('Unauthorized: invalid key')
  })

  test('behavior: no sandbox onramp pays from the public development key', async () => {
    expect(server.config.onramp.sandboxKey).toBeUndefined()
    const options = await fetch(`${running.url}/v1/onramp/options?projectId=shop`)
    expect(options.status).toBe(503)
    expect((await options.json()).error.code).toBe('onramp_unavailable')
    expect((await fetch(`${running.url}/onramp/sandbox/x`)).status).toBe(404)
  })

  test('behavior: a login without its real counterpart stops the start, naming the setting', async () => {
    const start = (projects: unknown[], env: Record<string, string> = {}) =>
      createServer({ env, database: createTestDatabase(), projects } as never)
    await expect(start([shop])).rejects.toThrow(ServerConfigError)
    await expect(start([shop])).rejects.toThrow(/^LATCH_SMTP_URL is not set/)
    await expect(
      start([{ ...shop, features: { email: false, socials: ['github'] } }], {
        LATCH_WALLET_KEY: 'ab'.repeat(32),
      }),
    ).rejects.toThrow(/^LATCH_SOCIAL_PROVIDERS has no "github"/)
  })
})

describe('findings 3 and 10: origins, switches, Host and error texts', () => {
  let server: LatchServer
  let running: RunningServer
  beforeAll(async () => {
    server = await createTestServer({
      indexerPollMs: false,
      projects: [
        { ...shop, features: { email: false, socials: ['google'] } },
        { id: 'preview', allowedOrigins: [], originProfiles: ['development'] },
      ],
    })
    running = await server.start({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await running.close()
    await server.close()
  })
  const frame = () => createFrameApiClient(running.frameUrl)

  test('finding 3: pages on hosts anyone can deploy to are not allowed unless the project names the profile', async () => {
    const page = await fetch(`${running.frameUrl}/frame?projectId=shop`)
    const policy = page.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/frame-ancestors https:\/\/shop\.example$/)
    for (const host of ['vercel.app', 'pages.dev', 'ngrok-free.app', 'localhost']) {
      expect(policy).not.toContain(host)
    }
    for (const origin of [
      'https://attacker.vercel.app',
      'https://x.pages.dev',
      'http://localhost:3000',
    ]) {
      const answer = await frame().call<{ error: { message: string } }>('/api/origin-check', {
        projectId: 'shop',
        origin,
      })
      expect(answer.body.error.message, origin).toBe('Unauthorized: origin not allowed')
    }
    const preview = await frame().call('/api/origin-check', {
      projectId: 'preview',
      origin: 'https://branch.vercel.app',
    })
    expect(preview.status).toBe(200)
  })

  test('finding 10: the frame enforces the project’s email and social switches', async () => {
    const page = { projectId: 'shop', origin: 'https://shop.example' }
    const email = await frame().call<{ error: { message: string } }>('/api/email/connect', {
      ...page,
      email: 'ada@example.com',
    })
    expect(email.status).toBe(403)
    expect(email.body.error.message).toBe('This login is not offered by this site')
    const github = await frame().call('/api/social/redirect', { ...page, provider: 'github' })
    expect(github.status).toBe(403)
    const google = await frame().call<{ uri: string }>('/api/social/redirect', {
      ...page,
      provider: 'google',
    })
    expect(google.status).toBe(200)
  })

  test('finding 10: the OpenID redirect address is the frame’s own, whatever Host says', async () => {
    const answer = await server.frameApp.request('/api/social/redirect', {
      method: 'POST',
      headers: {
        host: 'evil.example',
        'content-type': 'application/json',
        origin: running.frameUrl,
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({
        projectId: 'shop',
        origin: 'https://shop.example',
        provider: 'google',
      }),
    })
    const { uri } = (await answer.json()) as { uri: string }
    expect(new URL(uri).searchParams.get('redirect_uri')).toBe(
      `${running.frameUrl}/social/callback`,
    )
  })

  test('finding 10: a provider’s own error text never reaches the visitor', async () => {
    const page = { projectId: 'shop', origin: 'https://shop.example' }
    const redirect = await frame().call<{ uri: string }>('/api/social/redirect', {
      ...page,
      provider: 'google',
    })
    const state = new URL(redirect.body.uri).searchParams.get('state') ?? ''
    const resultUri = `${running.frameUrl}/social/callback?state=${state}&error=access_denied&error_description=${encodeURIComponent('<img src=x onerror=alert(1)> call +1-555-SCAM')}`
    const answer = await frame().call<{ error: { message: string } }>('/api/social/connect', {
      ...page,
      resultUri,
      chainId: 'eip155:1',
    })
    expect(answer.body.error.message).toBe('Social login failed: the provider refused the sign-in')
  })

  test('finding 10: knowing an address does not sign its owner out of SIWX', async () => {
    const devnet = inject('devnet')
    const [chain] = devnet.chains
    if (!chain) throw new Error('the devnet has a chain')
    const siwxServer = await createTestServer({
      chainRpc: devnetChainRpc(devnet),
      indexerPollMs: false,
      projects: [{ ...shop, features: { email: false, socials: false } }],
    })
    try {
      const call = (path: string, init: RequestInit = {}) =>
        siwxServer.app.request(`${path}?${sdkQuery('shop')}`, {
          ...init,
          headers: { origin: 'https://shop.example', ...(init.headers as object) },
        })
      const visitor = freshAccount()
      const { nonce } = await (await call('/v1/siwx/nonce')).json()
      const message = createSiweMessage({
        accountAddress: visitor.address,
        chainId: `eip155:${chain.id}`,
        domain: 'shop.example',
        uri: 'https://shop.example',
        nonce,
        expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
      }).toString()
      const signedIn = await call('/v1/siwx/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature: await visitor.signMessage({ message }) }),
      })
      const { signOutToken } = await signedIn.json()
      const path = `/v1/siwx/sessions/eip155:${chain.id}/${visitor.address}`
      // The attacker knows the address (GET lists the sessions, signatures included): no more.
      const listed = await (await call(path)).json()
      const attempts = [
        await call(path, { method: 'DELETE' }),
        await call(path, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${listed.sessions[0].signature}` },
        }),
        await call(path, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${'A'.repeat(43)}` },
        }),
      ]
      expect(attempts.map((response) => response.status)).toEqual([401, 401, 200])
      expect((await (await call(path)).json()).sessions).toHaveLength(1)
      // The page that signed in signs out with its own token.
      await call(path, { method: 'DELETE', headers: { authorization: `Bearer ${signOutToken}` } })
      expect((await (await call(path)).json()).sessions).toEqual([])
    } finally {
      await siwxServer.close()
    }
  })
})

describe('issue 28, finding 7: a --dev server behind a local reverse proxy', () => {
  let server: LatchServer
  let running: RunningServer
  beforeAll(async () => {
    server = await createTestServer({ indexerPollMs: false })
    running = await server.start({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await running.close()
    await server.close()
  })

  test('behavior: the mailbox answers this machine, not a visitor the proxy forwards', async () => {
    const mailbox = `${running.frameUrl}/dev/mailbox/messages?to=a@b.c`
    // From this machine itself: the development mailbox answers.
    expect((await fetch(mailbox)).status).toBe(200)
    // Through a proxy on this machine (the TCP peer is still loopback): it does not exist.
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 nginx' },
    ]) {
      expect((await fetch(mailbox, { headers })).status).toBe(404)
    }
  })
})
