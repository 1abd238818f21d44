import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import { createServerSiwx, type ServerSiwxOptions } from './createServerSiwx.js'
import { ServerSiwxError, serverSiwxErrorMessagesOf } from './serverSiwxError.js'
import type { ServerSiwxCodec, ServerSiwxProfile } from './serverSiwxProfile.js'

const network: CaipNetworkId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const address = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const page = { host: 'shop.example', origin: 'https://shop.example' }
const now = new Date('2030-01-01T12:00:00.000Z')
const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const server = 'https://latch.example'

/** The error class of the toy profile: the client throws the profile's class. */
class ToySiwxError extends ServerSiwxError {
  static override readonly messages = serverSiwxErrorMessagesOf('Toys', 'polkadot')
  override name = 'ToySiwxError'
}

/** A standard whose text is the JSON of its fields: what the client does with any codec. */
const toyCodec: ServerSiwxCodec = {
  createMessage: (input) => {
    const data = { ...input, version: '1' }
    return { ...data, toString: () => JSON.stringify(data) }
  },
  readMessage: (text) => {
    const data = JSON.parse(text)
    if (data.version !== '1') throw new Error('not a toy message')
    return data
  },
}

function toyProfile(overrides: Partial<ServerSiwxProfile> = {}): ServerSiwxProfile {
  return {
    namespace: 'polkadot',
    isReference: (reference) => /^[0-9a-f]{32}$/.test(reference),
    loadCodec: async () => toyCodec,
    dateTimeMs: (value) => (/^\d{4}-.*Z$/.test(value) ? Date.parse(value) : undefined),
    errorClass: ToySiwxError,
    ...overrides,
  }
}

type Call = { url: string; method: string; headers: Headers; body: unknown; signal: unknown }

/** A fetch that records each call and answers with `answer(call)`. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal,
    }
    calls.push(call)
    return answer(call)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const nonceServer = () => fakeFetch(() => json({ nonce, expiresAt: '2030-01-01T12:10:00.000Z' }))

/** A client on `page` against `server`, with the toy profile unless told otherwise. */
function client(options: Partial<ServerSiwxOptions> = {}, profile = toyProfile()) {
  return createServerSiwx({ serverUrl: server, projectId: 'shop', page, ...options }, profile)
}

/** A client with no `page` option: the page is window.location's. */
const pageless = (fetch: typeof globalThis.fetch) =>
  createServerSiwx({ serverUrl: server, projectId: 'shop', fetch }, toyProfile())

/** The text of a toy message signed on `page` now, with `overrides`. */
const storedMessage = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    accountAddress: address,
    chainId: network,
    domain: page.host,
    uri: page.origin,
    version: '1',
    nonce,
    issuedAt: now.toISOString(),
    ...overrides,
  })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('createServerSiwx', () => {
  it('default: the configuration core expects; sign-in optional, sign-out left to core', () => {
    const siwx = client()
    expect(siwx.getRequired?.()).toBe(false)
    expect(siwx).not.toHaveProperty('signOutOnDisconnect')
    const strict = client({ required: true, signOutOnDisconnect: false })
    expect(strict.getRequired?.()).toBe(true)
    expect(strict.signOutOnDisconnect).toBe(false)
  })
})

describe('createMessage', () => {
  it('default: the codec writes a message for the page with a nonce of the server, valid 24 h', async () => {
    const { fetch, calls } = nonceServer()
    const createMessage = vi.spyOn(toyCodec, 'createMessage')
    const message = await client({ fetch }).createMessage({
      accountAddress: address,
      chainId: network,
    })
    expect(calls).toEqual([
      expect.objectContaining({ url: `${server}/v1/siwx/nonce?projectId=shop`, method: 'GET' }),
    ])
    expect(createMessage).toHaveBeenCalledExactlyOnceWith({
      accountAddress: address,
      chainId: network,
      domain: 'shop.example',
      uri: 'https://shop.example',
      statement: 'Sign in with your wallet.',
      nonce,
      issuedAt: '2030-01-01T12:00:00.000Z',
      expirationTime: '2030-01-02T12:00:00.000Z',
    })
    expect(message).toBe(createMessage.mock.results[0]?.value)
  })

  it('parameters: statement, a server under a path, a project id to encode', async () => {
    const { fetch, calls } = nonceServer()
    const siwx = client({
      serverUrl: 'http://127.0.0.1:8787/latch/',
      projectId: 'a b',
      statement: 'Welcome back.',
      page: { host: 'localhost:5173', origin: 'http://localhost:5173' },
      fetch,
    })
    const message = await siwx.createMessage({ accountAddress: address, chainId: network })
    expect(calls[0]?.url).toBe('http://127.0.0.1:8787/latch/v1/siwx/nonce?projectId=a+b')
    expect(message).toMatchObject({
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      statement: 'Welcome back.',
    })
  })

  it('parameters: a profile without isReference takes every reference of its namespace', async () => {
    const { isReference: _, ...anyReference } = toyProfile()
    const siwx = client({ fetch: nonceServer().fetch }, anyReference)
    const message = await siwx.createMessage({ accountAddress: address, chainId: 'polkadot:x' })
    expect(message.chainId).toBe('polkadot:x')
  })

  it('behavior: the codec loads while the server is asked for the nonce', async () => {
    const { fetch, calls } = nonceServer()
    let codecLoaded: (codec: ServerSiwxCodec) => void = () => {}
    const loadCodec = vi.fn(() => new Promise<ServerSiwxCodec>((done) => (codecLoaded = done)))
    const pending = client({ fetch }, toyProfile({ loadCodec })).createMessage({
      accountAddress: address,
      chainId: network,
    })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(loadCodec).toHaveBeenCalledOnce()
    codecLoaded(toyCodec)
    expect(await pending).toMatchObject({ nonce })
  })

  it('behavior: the page defaults to window.location, read at sign-in', async () => {
    const siwx = pageless(nonceServer().fetch)
    vi.stubGlobal('location', { host: 'app.example:8443', origin: 'https://app.example:8443' })
    const message = await siwx.createMessage({ accountAddress: address, chainId: network })
    expect(message).toMatchObject({ domain: 'app.example:8443', uri: 'https://app.example:8443' })
  })

  it('behavior: no page, or a network the profile does not serve, fails before any request', async () => {
    const { fetch, calls } = nonceServer()
    vi.stubGlobal('location', undefined)
    await expect(
      pageless(fetch).createMessage({
        accountAddress: address,
        chainId: network,
      }),
    ).rejects.toThrowError(new ToySiwxError('NO_PAGE'))
    const siwx = client({ fetch })
    for (const chainId of ['eip155:1', 'polkadot:not-hex', 'no network'] as CaipNetworkId[]) {
      const error = await siwx
        .createMessage({ accountAddress: address, chainId })
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ToySiwxError)
      expect(error).toMatchObject({
        code: 'UNSUPPORTED_NETWORK',
        message: `Sign-In with Toys works on polkadot networks, not on ${chainId}`,
      })
    }
    expect(calls).toEqual([])
  })

  it('behavior: a nonce answer of the wrong shape is INVALID_RESPONSE', async () => {
    const siwx = client({ fetch: fakeFetch(() => json({ nonce: 42 })).fetch })
    const error = await siwx
      .createMessage({ accountAddress: address, chainId: network })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ToySiwxError)
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      message: `The sign-in server at ${server}/v1/siwx/nonce?projectId=shop answered something unexpected`,
      details: expect.stringContaining('nonce'),
    })
  })
})

describe('addSession', () => {
  const session = () => {
    const message = storedMessage()
    return { data: toyCodec.readMessage(message), message, signature: '0xabc' }
  }

  it('default: posts the signed message as JSON, with a time limit', async () => {
    const { fetch, calls } = fakeFetch(() => json({}, 201))
    const signed = session()
    await client({ fetch }).addSession(signed)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      url: `${server}/v1/siwx/sessions?projectId=shop`,
      method: 'POST',
      body: { message: signed.message, signature: '0xabc' },
    })
    expect(calls[0]?.headers.get('content-type')).toBe('application/json')
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal)
  })

  it('behavior: a refusal carries the server’s reason, status and code', async () => {
    const reason = 'The nonce of the sign-in message was used before; ask for a new one'
    const { fetch } = fakeFetch(() =>
      json({ error: { code: 'invalid_nonce', message: reason, field: 'message' } }, 401),
    )
    const error = await client({ fetch })
      .addSession(session())
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ToySiwxError)
    expect(error).toMatchObject({
      code: 'REFUSED',
      message: `The sign-in server refused the request: ${reason}`,
      status: 401,
      serverCode: 'invalid_nonce',
    })
  })

  it('behavior: a session of another namespace is refused without a request', async () => {
    const { fetch, calls } = fakeFetch(() => json({}, 201))
    const signed = session()
    await expect(
      client({ fetch }).addSession({ ...signed, data: { ...signed.data, chainId: 'eip155:1' } }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_NETWORK' })
    expect(calls).toEqual([])
  })
})

describe('getSessions', () => {
  const otherCase = address.replace('5Grw', '5GRW')

  it('default: the server’s sessions the page can use, with data read by the codec', async () => {
    const good = storedMessage({ expirationTime: '2030-01-01T13:00:00.000Z' })
    const stored = [
      { message: good, signature: 'sig1', expiresAt: '2030-01-01T13:00:00.000Z' },
      { message: 'not a sign-in message', signature: 'sig2' },
      { message: storedMessage({ expirationTime: '2030-01-01T11:59:59.000Z' }), signature: 'sig3' },
      { message: storedMessage(), signature: 'sig4', expiresAt: '2030-01-01T12:00:00.000Z' },
      { message: storedMessage(), signature: 'sig5', expiresAt: 'tomorrow' },
      { message: storedMessage({ expirationTime: 'tomorrow' }), signature: 'sig6' },
      { message: storedMessage({ domain: 'evil.example' }), signature: 'sig7' },
      {
        message: storedMessage({ chainId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f' }),
        signature: 'sig8',
      },
      { message: storedMessage({ accountAddress: otherCase }), signature: 'sig9' },
    ]
    const { fetch, calls } = fakeFetch(() => json({ sessions: stored }))
    const sessions = await client({ fetch }).getSessions(network, address)
    expect(calls).toEqual([
      expect.objectContaining({
        url: `${server}/v1/siwx/sessions/polkadot%3A91b171bb158e2d3848fa23a9f1c25182/${address}?projectId=shop`,
        method: 'GET',
      }),
    ])
    expect(sessions).toEqual([
      { data: toyCodec.readMessage(good), message: good, signature: 'sig1' },
    ])
  })

  it('parameters: sameAddress decides which account a session is of', async () => {
    const stored = [{ message: storedMessage({ accountAddress: otherCase }), signature: 'sig1' }]
    const siwx = client(
      { fetch: fakeFetch(() => json({ sessions: stored })).fetch },
      toyProfile({ sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase() }),
    )
    expect(await siwx.getSessions(network, address)).toMatchObject([{ signature: 'sig1' }])
  })

  it('behavior: a server that does not answer is UNREACHABLE, with the cause', async () => {
    const cause = new TypeError('fetch failed')
    const siwx = client({ fetch: fakeFetch(() => Promise.reject(cause)).fetch })
    const error = await siwx.getSessions(network, address).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ToySiwxError)
    expect(error).toMatchObject({
      code: 'UNREACHABLE',
      message: `Could not reach the sign-in server at ${server}/v1/siwx/sessions/polkadot%3A91b171bb158e2d3848fa23a9f1c25182/${address}?projectId=shop`,
    })
    expect((error as ServerSiwxError).walk()).toBe(cause)
  })

  it('behavior: a server that answers too late is TIMEOUT', async () => {
    const late = Object.assign(new Error('signal timed out'), { name: 'TimeoutError' })
    const siwx = client({ fetch: fakeFetch(() => Promise.reject(late)).fetch })
    await expect(siwx.getSessions(network, address)).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: expect.stringMatching(/did not answer within 10000 ms$/),
    })
  })

  it('behavior: an answer that is not JSON, or an error page, is reported as such', async () => {
    const notJson = client({ fetch: fakeFetch(() => new Response('<html>')).fetch })
    await expect(notJson.getSessions(network, address)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: 'not JSON',
    })
    const errorPage = client({
      fetch: fakeFetch(() => new Response('<html>', { status: 502 })).fetch,
    })
    await expect(errorPage.getSessions(network, address)).rejects.toMatchObject({
      code: 'REFUSED',
      message: 'The sign-in server refused the request: HTTP 502',
      status: 502,
      serverCode: undefined,
    })
  })
})

describe('revokeSession', () => {
  /** A storage of the page's own: what a reload finds. */
  function memoryStorage() {
    const values = new Map<string, string>()
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    }
  }
  const signedSession = () => {
    const message = storedMessage()
    return { data: toyCodec.readMessage(message), message, signature: '0xabc' }
  }

  it('default: each sign-in of this page is signed out with the token it was answered with, after a reload too', async () => {
    const storage = memoryStorage()
    const { fetch, calls } = fakeFetch((call) =>
      call.method === 'POST'
        ? json({ signOutToken: `token-${calls.length}` }, 201)
        : json({ ok: true }),
    )
    const before = client({ fetch, storage })
    await before.addSession(signedSession())
    await before.addSession(signedSession())
    // A reload: a new client on the same storage.
    await client({ fetch, storage }).revokeSession(network, address)
    const deletes = calls.filter((call) => call.method === 'DELETE')
    expect(deletes.map((call) => call.url)).toEqual([
      `${server}/v1/siwx/sessions/polkadot%3A91b171bb158e2d3848fa23a9f1c25182/${address}?projectId=shop`,
      `${server}/v1/siwx/sessions/polkadot%3A91b171bb158e2d3848fa23a9f1c25182/${address}?projectId=shop`,
    ])
    expect(deletes.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ])
    expect(storage.values.size).toBe(0)
  })

  it('behavior: without a token of this page (another account, a corrupt value) nothing is sent', async () => {
    const storage = memoryStorage()
    const { fetch, calls } = fakeFetch(() => json({ signOutToken: 'mine' }, 201))
    await client({ fetch, storage }).addSession(signedSession())
    await client({ fetch, storage }).revokeSession(network, '5Other')
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([])
    const [key] = [...storage.values.keys()]
    storage.values.set(key ?? '', '{not json')
    await client({ fetch, storage }).revokeSession(network, address)
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([])
  })

  it('behavior: a network of another namespace is refused without a request', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }))
    await expect(
      client({ fetch }).revokeSession('bip122:000000000019d6689c085ae165831e93', 'bc1q'),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_NETWORK' })
    expect(calls).toEqual([])
  })
})
