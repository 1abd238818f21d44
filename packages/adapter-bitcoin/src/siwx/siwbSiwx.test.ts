// The HTTP client itself (URLs, time limits, refusals, which sessions a page may use) is
// core's `createServerSiwx`, tested there; here, what Sign-In with Bitcoin adds to it.

import { ServerSiwxError } from '@latch/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseBitcoinSiwxMessage } from './bitcoinSiwxMessage.js'
import { bitcoinSiwxSessionData } from './bitcoinSiwxSessionData.js'
import { createBitcoinSiwxMessage } from './createBitcoinSiwxMessage.js'
import { siwbSiwx } from './siwbSiwx.js'
import { SiwbSiwxError } from './siwbSiwxError.js'

const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const page = { host: 'shop.example', origin: 'https://shop.example' }
const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const serverUrl = 'https://latch.example'

/** The `fetch` of a sign-in server whose every answer is `body`, with `status`. */
const answering = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => Response.json(body, { status }))

function signedMessage(overrides: Partial<Parameters<typeof createBitcoinSiwxMessage>[0]> = {}) {
  return createBitcoinSiwxMessage({
    accountAddress: address,
    chainId: mainnet,
    domain: page.host,
    uri: page.origin,
    nonce,
    issuedAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  }).toString()
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-01-01T12:00:00.000Z'))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('createMessage', () => {
  it('default: a Bitcoin CAIP-122 message for the page, read back as the same data', async () => {
    const fetch = answering({ nonce })
    const siwx = siwbSiwx({ serverUrl, projectId: 'shop', page, fetch })
    const message = await siwx.createMessage({ accountAddress: address, chainId: mainnet })
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `${serverUrl}/v1/siwx/nonce?projectId=shop`,
    ])
    expect(message.toString()).toBe(
      [
        'shop.example wants you to sign in with your Bitcoin account:',
        address,
        '',
        'Sign in with your wallet.',
        '',
        'URI: https://shop.example',
        'Version: 1',
        'Chain ID: 000000000019d6689c085ae165831e93',
        `Nonce: ${nonce}`,
        'Issued At: 2030-01-01T12:00:00.000Z',
        'Expiration Time: 2030-01-02T12:00:00.000Z',
      ].join('\n'),
    )
    // What the server reads back is what core stores as the session's data.
    const { toString: _text, ...data } = message
    expect(bitcoinSiwxSessionData(parseBitcoinSiwxMessage(message.toString()))).toEqual(data)
  })
})

describe('siwbSiwx', () => {
  it('behavior: failures are SiwbSiwxErrors; networks are Bitcoin ones', async () => {
    vi.stubGlobal('location', undefined)
    const fetch = answering({ nonce })
    await expect(
      siwbSiwx({ serverUrl, projectId: 'shop', fetch }).createMessage({
        accountAddress: address,
        chainId: mainnet,
      }),
    ).rejects.toThrowError(new SiwbSiwxError('NO_PAGE'))
    const siwx = siwbSiwx({ serverUrl, projectId: 'shop', page, fetch })
    for (const network of ['eip155:1', 'bip122:12a765e31ffd4059bada1e25190f6e98'] as const) {
      const refused = await siwx.revokeSession(network, address).catch((caught: unknown) => caught)
      expect(refused).toBeInstanceOf(SiwbSiwxError)
      expect(refused).toBeInstanceOf(ServerSiwxError)
      expect(refused).toMatchObject({
        name: 'SiwbSiwxError',
        message: `Sign-In with Bitcoin works on bip122 networks, not on ${network}`,
      })
    }
    expect(fetch).not.toHaveBeenCalled()
  })

  it('behavior: a refusal is a SiwbSiwxError with the server’s status and code', async () => {
    const reason = `The signature is not ${address}'s signature of the sign-in message`
    const siwx = siwbSiwx({
      serverUrl,
      projectId: 'shop',
      page,
      fetch: answering({ error: { code: 'invalid_signature', message: reason } }, 401),
    })
    const message = signedMessage()
    const refused = await siwx
      .addSession({
        data: bitcoinSiwxSessionData(parseBitcoinSiwxMessage(message)),
        message,
        signature: 'AkcwRAIgZRfIY3p7',
      })
      .catch((caught: unknown) => caught)
    expect(refused).toBeInstanceOf(SiwbSiwxError)
    expect(refused).toMatchObject({
      message: `The sign-in server refused the request: ${reason}`,
      status: 401,
      serverCode: 'invalid_signature',
    })
  })
})

describe('getSessions', () => {
  it('default: messages read back for the account, a segwit address in either case', async () => {
    const good = signedMessage({ expirationTime: '2030-01-01T13:00:00.000Z' })
    const upper = signedMessage({ accountAddress: address.toUpperCase() })
    const fetch = answering({
      sessions: [
        { message: good, signature: 'sig1' },
        { message: 'not a sign-in message', signature: 'sig2' },
        { message: signedMessage({ expirationTime: '2030-01-01T11:59:59Z' }), signature: 'sig3' },
        {
          message: signedMessage({
            accountAddress: 'tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v',
            chainId: 'bip122:000000000933ea01ad0ee984209779ba',
          }),
          signature: 'sig4',
        },
        { message: upper, signature: 'sig5' },
        { message: signedMessage({ domain: 'other.example' }), signature: 'sig6' },
      ],
    })
    const sessions = await siwbSiwx({ serverUrl, projectId: 'shop', page, fetch }).getSessions(
      mainnet,
      address,
    )
    expect(sessions.map((session) => session.signature)).toEqual(['sig1', 'sig5'])
    expect(sessions[0]).toEqual({
      data: {
        accountAddress: address,
        chainId: mainnet,
        domain: 'shop.example',
        uri: 'https://shop.example',
        version: '1',
        nonce,
        issuedAt: '2030-01-01T12:00:00.000Z',
        expirationTime: '2030-01-01T13:00:00.000Z',
      },
      message: good,
      signature: 'sig1',
    })
  })

  it('behavior: base58 has case: a P2PKH address in another case is another account', async () => {
    const p2pkh = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'
    const fetch = answering({
      sessions: [{ message: signedMessage({ accountAddress: p2pkh }), signature: 'sig1' }],
    })
    const siwx = siwbSiwx({ serverUrl, projectId: 'shop', page, fetch })
    expect(await siwx.getSessions(mainnet, p2pkh)).toHaveLength(1)
    expect(await siwx.getSessions(mainnet, p2pkh.toLowerCase())).toEqual([])
  })
})
