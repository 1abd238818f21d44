import caip122 from '@vectors/caip/caip-122-examples.json' with { type: 'json' }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSolanaSiwxMessage } from './createSolanaSiwxMessage.js'
import { siwsSiwx } from './siwsSiwx.js'
import { SiwsSiwxError } from './siwsSiwxError.js'
import { parseSolanaSiwxMessage } from './solanaSiwxMessage.js'
import { solanaSiwxSessionData } from './solanaSiwxSessionData.js'

const address = 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss'
const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
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

function signedMessage(overrides: Partial<Parameters<typeof createSolanaSiwxMessage>[0]> = {}) {
  return createSolanaSiwxMessage({
    accountAddress: address,
    chainId: devnet,
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

describe('siwsSiwx', () => {
  it('default: the configuration core expects; sign-in optional, sign-out left to core', () => {
    const siwx = siwsSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page })
    expect(siwx.getRequired?.()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBeUndefined()
    const strict = siwsSiwx({
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
  it('default: a Solana CAIP-122 message for the page, with a nonce of the server', async () => {
    const { fetch, calls } = nonceServer()
    const siwx = siwsSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const message = await siwx.createMessage({ accountAddress: address, chainId: devnet })
    expect(calls).toEqual([
      expect.objectContaining({
        url: 'https://latch.example/v1/siwx/nonce?projectId=shop',
        method: 'GET',
      }),
    ])
    expect(message).toMatchObject({
      accountAddress: address,
      chainId: devnet,
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
        'shop.example wants you to sign in with your Solana account:',
        address,
        '',
        'Sign in with your wallet.',
        '',
        'URI: https://shop.example',
        'Version: 1',
        'Chain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        `Nonce: ${nonce}`,
        'Issued At: 2030-01-01T12:00:00.000Z',
        'Expiration Time: 2030-01-02T12:00:00.000Z',
      ].join('\n'),
    )
    // What the server reads back is what core stores as the session's data.
    const { toString: _text, ...data } = message
    expect(solanaSiwxSessionData(parseSolanaSiwxMessage(message.toString()))).toEqual(data)
  })

  it('parameters: statement, a server under a path, an http page (its URI says so)', async () => {
    const { fetch, calls } = nonceServer()
    const siwx = siwsSiwx({
      serverUrl: 'http://127.0.0.1:8787/latch/',
      projectId: 'a b',
      statement: 'Welcome back.',
      page: { host: 'localhost:5173', origin: 'http://localhost:5173' },
      fetch,
    })
    const message = await siwx.createMessage({ accountAddress: address, chainId: devnet })
    expect(calls[0]?.url).toBe('http://127.0.0.1:8787/latch/v1/siwx/nonce?projectId=a+b')
    expect(parseSolanaSiwxMessage(message.toString())).toMatchObject({
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      statement: 'Welcome back.',
    })
  })

  it('behavior: the page defaults to window.location, read at sign-in', async () => {
    const siwx = siwsSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      fetch: nonceServer().fetch,
    })
    vi.stubGlobal('location', { host: 'app.example:8443', origin: 'https://app.example:8443' })
    const message = await siwx.createMessage({ accountAddress: address, chainId: devnet })
    expect(message).toMatchObject({ domain: 'app.example:8443', uri: 'https://app.example:8443' })
  })

  it('behavior: no page, or a network of another namespace, fails before any request', async () => {
    const { fetch, calls } = nonceServer()
    vi.stubGlobal('location', undefined)
    const siwx = siwsSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', fetch })
    await expect(
      siwx.createMessage({ accountAddress: address, chainId: devnet }),
    ).rejects.toThrowError(new SiwsSiwxError('NO_PAGE'))
    const onPage = siwsSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const error = await onPage
      .createMessage({ accountAddress: address, chainId: 'eip155:1' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwsSiwxError)
    expect((error as Error).message).toBe(
      'Sign-In with Solana works on solana networks, not on eip155:1',
    )
    expect(calls).toEqual([])
  })

  it('behavior: a nonce answer of the wrong shape is INVALID_RESPONSE', async () => {
    const siwx = siwsSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page,
      fetch: fakeFetch(() => json({ nonce: 42 })).fetch,
    })
    const error = await siwx
      .createMessage({ accountAddress: address, chainId: devnet })
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
  const session = () => {
    const message = signedMessage()
    return {
      data: solanaSiwxSessionData(parseSolanaSiwxMessage(message)),
      message,
      signature:
        '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
    }
  }

  it('default: posts the signed message and its base58 signature', async () => {
    const { fetch, calls } = fakeFetch(() => json({}, 201))
    const siwx = siwsSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const signed = session()
    await siwx.addSession(signed)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      url: 'https://latch.example/v1/siwx/sessions?projectId=shop',
      method: 'POST',
      body: { message: signed.message, signature: signed.signature },
    })
    expect(calls[0]?.headers.get('content-type')).toBe('application/json')
  })

  it('behavior: a refusal carries the server’s reason, status and code', async () => {
    const reason = `The signature is not ${address}'s signature of the sign-in message`
    const { fetch } = fakeFetch(() =>
      json({ error: { code: 'invalid_signature', message: reason, field: 'signature' } }, 401),
    )
    const siwx = siwsSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const error = await siwx.addSession(session()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwsSiwxError)
    expect(error).toMatchObject({
      code: 'REFUSED',
      message: `The sign-in server refused the request: ${reason}`,
      status: 401,
      serverCode: 'invalid_signature',
    })
  })

  it('behavior: a session of another namespace is refused without a request', async () => {
    const { fetch, calls } = fakeFetch(() => json({}, 201))
    const siwx = siwsSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const signed = session()
    await expect(
      siwx.addSession({ ...signed, data: { ...signed.data, chainId: 'eip155:1' } }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_NETWORK' })
    expect(calls).toEqual([])
  })
})

describe('getSessions', () => {
  it('default: the server’s sessions the page can use, with data read from each message', async () => {
    const good = signedMessage({ expirationTime: '2030-01-01T13:00:00.000Z' })
    const stored = [
      { message: good, signature: 'sig1', expiresAt: '2030-01-01T13:00:00.000Z' },
      { message: 'not a sign-in message', signature: 'sig2' },
      { message: signedMessage({ expirationTime: '2030-01-01T11:59:59.000Z' }), signature: 'sig3' },
      { message: signedMessage(), signature: 'sig4', expiresAt: '2030-01-01T12:00:00.000Z' },
      { message: signedMessage({ domain: 'evil.example' }), signature: 'sig5' },
      {
        message: signedMessage({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
        signature: 'sig6',
      },
      {
        message: signedMessage({ accountAddress: 'D4SVFi9tnNrt5oJmKu7L5ypNbDSZwMn3TdSxpsdeneaK' }),
        signature: 'sig7',
      },
      // Base58 has case: another letter case is another account.
      {
        message: signedMessage({ accountAddress: address.replace('A3pq', 'A3PQ') }),
        signature: 'sig8',
      },
    ]
    const { fetch, calls } = fakeFetch(() => json({ sessions: stored }))
    const siwx = siwsSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const sessions = await siwx.getSessions(devnet, address)
    expect(calls[0]).toMatchObject({
      url: `https://latch.example/v1/siwx/sessions/solana%3AEtWTRABZaYq6iMfeYKouRu166VU2xqa1/${address}?projectId=shop`,
      method: 'GET',
    })
    expect(sessions).toEqual([
      {
        data: {
          accountAddress: address,
          chainId: devnet,
          domain: 'shop.example',
          uri: 'https://shop.example',
          version: '1',
          nonce,
          issuedAt: now.toISOString(),
          expirationTime: '2030-01-01T13:00:00.000Z',
        },
        message: good,
        signature: 'sig1',
      },
    ])
  })

  it('vectors: the CAIP-122 Solana example (profile order) is read back for its page and chain', async () => {
    const inProfileOrder = (text: string) => {
      const lines = text.split('\n')
      const [chain] = lines.splice(
        lines.findIndex((line) => line.startsWith('Chain ID: ')),
        1,
      )
      lines.splice(lines.findIndex((line) => line.startsWith('Version: ')) + 1, 0, chain as string)
      return lines.join('\n')
    }
    // The raw bytes say Chain ID 1 (a valid CAIP-2 reference); the text writes the whole
    // genesis hash, 44 characters, which is no CAIP-2 reference (mainnet's is its first 32).
    const bytes = inProfileOrder(caip122.solana_base64url_decoded)
    const text = inProfileOrder(caip122.solana_example_text)
    const stored = [
      { message: bytes, signature: 'sig1' },
      { message: text, signature: 'sig2' },
    ]
    const siwx = siwsSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page: { host: 'service.org', origin: 'https://service.org' },
      fetch: fakeFetch(() => json({ sessions: stored })).fetch,
    })
    const account = 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1'
    expect(await siwx.getSessions('solana:1', account)).toEqual([
      {
        data: {
          accountAddress: account,
          chainId: 'solana:1',
          domain: 'service.org',
          statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
          uri: 'https://service.org/login',
          version: '1',
          nonce: '32891757',
          issuedAt: '2021-09-30T16:25:24.000Z',
          resources: [
            'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
            'https://example.com/my-web2-claim.json',
          ],
        },
        message: bytes,
        signature: 'sig1',
      },
    ])
    expect(await siwx.getSessions('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', account)).toEqual([])
  })

  it('behavior: a server that does not answer is UNREACHABLE, with the cause', async () => {
    const cause = new TypeError('fetch failed')
    const siwx = siwsSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page,
      fetch: fakeFetch(() => Promise.reject(cause)).fetch,
    })
    const error = await siwx.getSessions(devnet, address).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'UNREACHABLE',
      message: `Could not reach the sign-in server at https://latch.example/v1/siwx/sessions/solana%3AEtWTRABZaYq6iMfeYKouRu166VU2xqa1/${address}?projectId=shop`,
    })
    expect((error as SiwsSiwxError).walk()).toBe(cause)
  })

  it('behavior: a server that answers too late is TIMEOUT', async () => {
    const late = Object.assign(new Error('signal timed out'), { name: 'TimeoutError' })
    const siwx = siwsSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page,
      fetch: fakeFetch(() => Promise.reject(late)).fetch,
    })
    await expect(siwx.getSessions(devnet, address)).rejects.toThrowError(
      /did not answer within 10000 ms/,
    )
  })

  it('behavior: an answer that is not JSON, or an error page, is reported as such', async () => {
    const notJson = siwsSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page,
      fetch: fakeFetch(() => new Response('<html>')).fetch,
    })
    await expect(notJson.getSessions(devnet, address)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: 'not JSON',
    })
    const errorPage = siwsSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page,
      fetch: fakeFetch(() => new Response('<html>', { status: 502 })).fetch,
    })
    await expect(errorPage.getSessions(devnet, address)).rejects.toMatchObject({
      code: 'REFUSED',
      message: 'The sign-in server refused the request: HTTP 502',
      status: 502,
      serverCode: undefined,
    })
  })
})

describe('revokeSession', () => {
  it('default: deletes the account’s sessions on that cluster', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }))
    const siwx = siwsSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    await siwx.revokeSession(devnet, address)
    expect(calls).toEqual([
      expect.objectContaining({
        url: `https://latch.example/v1/siwx/sessions/solana%3AEtWTRABZaYq6iMfeYKouRu166VU2xqa1/${address}?projectId=shop`,
        method: 'DELETE',
        body: undefined,
      }),
    ])
  })

  it('behavior: a network of another namespace is refused without a request', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }))
    const siwx = siwsSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    await expect(siwx.revokeSession('eip155:1', address)).rejects.toMatchObject({
      code: 'UNSUPPORTED_NETWORK',
    })
    expect(calls).toEqual([])
  })
})
