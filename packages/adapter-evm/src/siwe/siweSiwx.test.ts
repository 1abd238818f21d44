import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSiweMessage } from './createSiweMessage.js'
import { parseSiweMessage } from './parseSiweMessage.js'
import { siweSiwx } from './siweSiwx.js'
import { SiweSiwxError } from './siweSiwxError.js'

const address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const page = { host: 'shop.example', origin: 'https://shop.example' }
const now = new Date('2030-01-01T12:00:00.000Z')
const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'

type Call = { url: string; method: string; headers: Headers; body: unknown }

/** A fetch that records each call and answers with `answer(call)`. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    return answer(call)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const nonceServer = () => fakeFetch(() => json({ nonce, expiresAt: '2030-01-01T12:10:00.000Z' }))

function signedMessage(overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  return createSiweMessage({
    accountAddress: address,
    chainId: 'eip155:1',
    domain: page.host,
    uri: page.origin,
    nonce,
    issuedAt: now.toISOString(),
    ...overrides,
  }).toString()
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('siweSiwx', () => {
  it('default: the configuration core expects; sign-in optional, sign-out left to core', () => {
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page })
    expect(siwx.getRequired?.()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBeUndefined()
    const strict = siweSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      required: true,
      signOutOnDisconnect: false,
    })
    expect(strict.getRequired?.()).toBe(true)
    expect(strict.signOutOnDisconnect).toBe(false)
  })
})

describe('createMessage', () => {
  it('default: an EIP-4361 message for the page, with a nonce of the server', async () => {
    const { fetch, calls } = nonceServer()
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const message = await siwx.createMessage({
      accountAddress: address.toLowerCase(),
      chainId: 'eip155:10',
    })
    expect(calls).toEqual([
      expect.objectContaining({
        url: 'https://latch.example/v1/siwx/nonce?projectId=shop',
        method: 'GET',
      }),
    ])
    expect(message).toMatchObject({
      accountAddress: address,
      chainId: 'eip155:10',
      domain: 'shop.example',
      uri: 'https://shop.example',
      version: '1',
      nonce,
      statement: 'Sign in with your wallet.',
      issuedAt: '2030-01-01T12:00:00.000Z',
      expirationTime: '2030-01-02T12:00:00.000Z',
    })
    expect(message.toString()).toBe(
      [
        'shop.example wants you to sign in with your Ethereum account:',
        address,
        '',
        'Sign in with your wallet.',
        '',
        'URI: https://shop.example',
        'Version: 1',
        'Chain ID: 10',
        `Nonce: ${nonce}`,
        'Issued At: 2030-01-01T12:00:00.000Z',
        'Expiration Time: 2030-01-02T12:00:00.000Z',
      ].join('\n'),
    )
  })

  it('parameters: statement, a server under a path, an http page (its scheme is written)', async () => {
    const { fetch, calls } = nonceServer()
    const siwx = siweSiwx({
      serverUrl: 'http://127.0.0.1:8787/latch/',
      projectId: 'a b',
      statement: 'Welcome back.',
      page: { host: 'localhost:5173', origin: 'http://localhost:5173' },
      fetch,
    })
    const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })
    expect(calls[0]?.url).toBe('http://127.0.0.1:8787/latch/v1/siwx/nonce?projectId=a+b')
    const fields = parseSiweMessage(message.toString())
    expect(fields).toMatchObject({
      scheme: 'http',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      statement: 'Welcome back.',
    })
  })

  it('behavior: the page defaults to window.location, read at sign-in', async () => {
    const siwx = siweSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      fetch: nonceServer().fetch,
    })
    vi.stubGlobal('location', { host: 'app.example:8443', origin: 'https://app.example:8443' })
    const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })
    expect(message).toMatchObject({ domain: 'app.example:8443', uri: 'https://app.example:8443' })
  })

  it('behavior: no page, or a network of another namespace, fails before any request', async () => {
    const { fetch, calls } = nonceServer()
    vi.stubGlobal('location', undefined)
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', fetch })
    await expect(
      siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' }),
    ).rejects.toThrowError(new SiweSiwxError('NO_PAGE'))
    const onPage = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const error = await onPage
      .createMessage({
        accountAddress: address,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiweSiwxError)
    expect((error as Error).message).toBe(
      'Sign-In with Ethereum works on eip155 networks, not on solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(calls).toEqual([])
  })

  it('behavior: a nonce answer of the wrong shape is INVALID_RESPONSE', async () => {
    const siwx = siweSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page,
      fetch: fakeFetch(() => json({ nonce: 42 })).fetch,
    })
    const error = await siwx
      .createMessage({ accountAddress: address, chainId: 'eip155:1' })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      message:
        'The sign-in server at https://latch.example/v1/siwx/nonce?projectId=shop answered something unexpected',
      details: expect.stringContaining('nonce'),
    })
  })
})

describe('addSession', () => {
  it('default: posts the signed message', async () => {
    const { fetch, calls } = fakeFetch(() => json({}, 201))
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const message = signedMessage()
    await siwx.addSession({
      data: { ...parseSiweMessage(message), accountAddress: address, chainId: 'eip155:1' },
      message,
      signature: '0xabc',
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      url: 'https://latch.example/v1/siwx/sessions?projectId=shop',
      method: 'POST',
      body: { message, signature: '0xabc' },
    })
    expect(calls[0]?.headers.get('content-type')).toBe('application/json')
  })

  it('behavior: a refusal carries the server’s reason, status and code', async () => {
    const reason = 'The nonce of the sign-in message was used before; ask for a new one'
    const { fetch } = fakeFetch(() =>
      json({ error: { code: 'invalid_nonce', message: reason, field: 'message' } }, 401),
    )
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const message = signedMessage()
    const error = await siwx
      .addSession({
        data: { ...parseSiweMessage(message), accountAddress: address, chainId: 'eip155:1' },
        message,
        signature: '0xabc',
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiweSiwxError)
    expect(error).toMatchObject({
      code: 'REFUSED',
      message: `The sign-in server refused the request: ${reason}`,
      status: 401,
      serverCode: 'invalid_nonce',
    })
  })
})

describe('getSessions', () => {
  it('default: the server’s sessions the page can use, with data read from each message', async () => {
    const good = signedMessage({ expirationTime: '2030-01-01T13:00:00.000Z' })
    const stored = [
      { message: good, signature: '0x01', expiresAt: '2030-01-01T13:00:00.000Z' },
      { message: 'not a sign-in message', signature: '0x02' },
      { message: signedMessage({ expirationTime: '2030-01-01T11:59:59.000Z' }), signature: '0x03' },
      { message: signedMessage(), signature: '0x04', expiresAt: '2030-01-01T12:00:00.000Z' },
      { message: signedMessage({ domain: 'evil.example' }), signature: '0x05' },
      { message: signedMessage({ chainId: 'eip155:10' }), signature: '0x06' },
      {
        message: signedMessage({ accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
        signature: '0x07',
      },
    ]
    const { fetch, calls } = fakeFetch(() => json({ sessions: stored }))
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const sessions = await siwx.getSessions('eip155:1', address.toLowerCase())
    expect(calls[0]).toMatchObject({
      url: `https://latch.example/v1/siwx/sessions/eip155%3A1/${address.toLowerCase()}?projectId=shop`,
      method: 'GET',
    })
    expect(sessions).toEqual([
      {
        data: {
          accountAddress: address,
          chainId: 'eip155:1',
          domain: 'shop.example',
          uri: 'https://shop.example',
          version: '1',
          nonce,
          issuedAt: now.toISOString(),
          expirationTime: '2030-01-01T13:00:00.000Z',
        },
        message: good,
        signature: '0x01',
      },
    ])
  })

  it('behavior: a server that does not answer is UNREACHABLE, with the cause', async () => {
    const cause = new TypeError('fetch failed')
    const siwx = siweSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page,
      fetch: fakeFetch(() => Promise.reject(cause)).fetch,
    })
    const error = await siwx.getSessions('eip155:1', address).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'UNREACHABLE',
      message: `Could not reach the sign-in server at https://latch.example/v1/siwx/sessions/eip155%3A1/${address}?projectId=shop`,
    })
    expect((error as SiweSiwxError).walk()).toBe(cause)
  })

  it('behavior: a server that answers too late is TIMEOUT', async () => {
    const late = Object.assign(new Error('signal timed out'), { name: 'TimeoutError' })
    const siwx = siweSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page,
      fetch: fakeFetch(() => Promise.reject(late)).fetch,
    })
    await expect(siwx.getSessions('eip155:1', address)).rejects.toThrowError(
      /did not answer within 10000 ms/,
    )
  })

  it('behavior: an answer that is not JSON, or an error page, is reported as such', async () => {
    const notJson = siweSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page,
      fetch: fakeFetch(() => new Response('<html>')).fetch,
    })
    await expect(notJson.getSessions('eip155:1', address)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: 'not JSON',
    })
    const errorPage = siweSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page,
      fetch: fakeFetch(() => new Response('<html>', { status: 502 })).fetch,
    })
    await expect(errorPage.getSessions('eip155:1', address)).rejects.toMatchObject({
      code: 'REFUSED',
      message: 'The sign-in server refused the request: HTTP 502',
      status: 502,
      serverCode: undefined,
    })
  })
})

describe('revokeSession', () => {
  it('default: deletes the account’s sessions on that chain', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }))
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    await siwx.revokeSession('eip155:8453', address)
    expect(calls).toEqual([
      expect.objectContaining({
        url: `https://latch.example/v1/siwx/sessions/eip155%3A8453/${address}?projectId=shop`,
        method: 'DELETE',
        body: undefined,
      }),
    ])
  })

  it('behavior: a network of another namespace is refused without a request', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }))
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    await expect(
      siwx.revokeSession('bip122:000000000019d6689c085ae165831e93', 'bc1q'),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_NETWORK' })
    expect(calls).toEqual([])
  })
})
