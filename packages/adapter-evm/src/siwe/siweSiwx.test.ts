// The HTTP client itself (URLs, time limits, refusals, which sessions a page may use) is
// core's `createServerSiwx`, tested there; here, what Sign-In with Ethereum adds to it.
import { ServerSiwxError } from '@latch/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSiweMessage } from './createSiweMessage.js'
import { parseSiweMessage } from './parseSiweMessage.js'
import { siweSiwx } from './siweSiwx.js'
import { SiweSiwxError } from './siweSiwxError.js'

const address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const page = { host: 'shop.example', origin: 'https://shop.example' }
const now = new Date('2030-01-01T12:00:00.000Z')
const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'

/** A sign-in server that answers every request with `body`, and the requests it got. */
function serverAnswering(body: unknown, status = 200) {
  const requests: Request[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push(new Request(input, init))
    return Response.json(body, { status })
  }
  return { fetch, requests }
}

const signedMessage = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    accountAddress: address,
    chainId: 'eip155:1',
    domain: page.host,
    uri: page.origin,
    nonce,
    issuedAt: now.toISOString(),
    ...overrides,
  }).toString()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('createMessage', () => {
  it('default: an EIP-4361 message for the page, checksummed, with a nonce of the server', async () => {
    const { fetch, requests } = serverAnswering({ nonce })
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const message = await siwx.createMessage({
      accountAddress: address.toLowerCase(),
      chainId: 'eip155:10',
    })
    expect(requests.map((request) => request.url)).toEqual([
      'https://latch.example/v1/siwx/nonce?projectId=shop',
    ])
    expect(message).toMatchObject({ accountAddress: address, chainId: 'eip155:10', version: '1' })
    // An https page: no scheme before the domain.
    expect(message.toString()).toMatch(/^shop\.example wants you to sign in with your Ethereum/)
    expect(parseSiweMessage(message.toString())).toEqual({
      domain: 'shop.example',
      address,
      statement: 'Sign in with your wallet.',
      uri: 'https://shop.example',
      version: '1',
      chainId: 10,
      nonce,
      issuedAt: '2030-01-01T12:00:00.000Z',
      expirationTime: '2030-01-02T12:00:00.000Z',
    })
  })

  it('parameters: an http page, whose scheme the message writes', async () => {
    const siwx = siweSiwx({
      serverUrl: 'http://127.0.0.1:8787',
      projectId: 'shop',
      page: { host: 'localhost:5173', origin: 'http://localhost:5173' },
      fetch: serverAnswering({ nonce }).fetch,
    })
    const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })
    expect(message.toString()).toMatch(/^http:\/\/localhost:5173 wants you to sign in/)
    expect(parseSiweMessage(message.toString())).toMatchObject({
      scheme: 'http',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
    })
  })
})

describe('siweSiwx', () => {
  it('behavior: failures are SiweSiwxErrors; networks are eip155 ones with a number', async () => {
    vi.stubGlobal('location', undefined)
    const { fetch, requests } = serverAnswering({ nonce })
    const pageless = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', fetch })
    await expect(
      pageless.createMessage({ accountAddress: address, chainId: 'eip155:1' }),
    ).rejects.toThrowError(new SiweSiwxError('NO_PAGE'))
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const wrong = await siwx
      .createMessage({ accountAddress: address, chainId: solana })
      .catch((caught: unknown) => caught)
    expect(wrong).toBeInstanceOf(SiweSiwxError)
    expect(wrong).toBeInstanceOf(ServerSiwxError)
    expect(wrong).toMatchObject({
      name: 'SiweSiwxError',
      message: `Sign-In with Ethereum works on eip155 networks, not on ${solana}`,
    })
    await expect(siwx.getSessions('eip155:mainnet', address)).rejects.toMatchObject({
      code: 'UNSUPPORTED_NETWORK',
    })
    await expect(
      siwx.revokeSession('bip122:000000000019d6689c085ae165831e93', 'bc1q'),
    ).rejects.toBeInstanceOf(SiweSiwxError)
    expect(requests).toEqual([])
  })

  it('behavior: a refusal is a SiweSiwxError with the server’s status and code', async () => {
    const reason = 'The nonce of the sign-in message was used before; ask for a new one'
    const { fetch } = serverAnswering({ error: { code: 'invalid_nonce', message: reason } }, 401)
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    const message = signedMessage()
    const refused = await siwx
      .addSession({
        data: { ...parseSiweMessage(message), accountAddress: address, chainId: 'eip155:1' },
        message,
        signature: '0xabc',
      })
      .catch((caught: unknown) => caught)
    expect(refused).toBeInstanceOf(SiweSiwxError)
    expect(refused).toMatchObject({ code: 'REFUSED', status: 401, serverCode: 'invalid_nonce' })
  })
})

describe('getSessions', () => {
  it('default: EIP-4361 messages read back, for the account in any letter case', async () => {
    const good = signedMessage({ expirationTime: '2030-01-01T13:00:00.000Z' })
    const { fetch } = serverAnswering({
      sessions: [
        { message: good, signature: '0x01' },
        { message: 'not a sign-in message', signature: '0x02' },
        { message: signedMessage({ expirationTime: '2030-01-01T11:59:59Z' }), signature: '0x03' },
        { message: signedMessage({ chainId: 'eip155:10' }), signature: '0x04' },
        {
          message: signedMessage({ accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
          signature: '0x05',
        },
      ],
    })
    const siwx = siweSiwx({ serverUrl: 'https://latch.example', projectId: 'shop', page, fetch })
    expect(await siwx.getSessions('eip155:1', address.toLowerCase())).toEqual([
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
})
