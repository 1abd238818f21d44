// The HTTP client itself (URLs, time limits, refusals, which sessions a page may use) is
// core's `createServerSiwx`, tested there, and what every namespace's client must do is
// core's shared suite; here, what Sign-In with Bitcoin adds to it.

import { describeServerSiwxClient } from '@latch/core/conformance'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  bitcoinSiwxSessionData,
  createBitcoinSiwxMessage,
  parseBitcoinSiwxMessage,
  SiwbSiwxError,
  siwbSiwx,
} from './bitcoinSiwxProfile.js'

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

describeServerSiwxClient({
  name: 'Bitcoin',
  namespace: 'bip122',
  create: siwbSiwx,
  errorClass: SiwbSiwxError,
  createMessage: createBitcoinSiwxMessage,
  sessionData: (message) => bitcoinSiwxSessionData(parseBitcoinSiwxMessage(message)),
  address,
  chainId: mainnet,
  signature: 'AkcwRAIgZRfIY3p7',
  foreignNetworks: ['eip155:1', 'bip122:12a765e31ffd4059bada1e25190f6e98'],
  otherAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
})

describe('getSessions', () => {
  it('behavior: a segwit address in either case is the same account; a testnet one is not mainnet’s', async () => {
    const fetch = answering({
      sessions: [
        { message: signedMessage(), signature: 'sig1' },
        {
          message: signedMessage({
            accountAddress: 'tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v',
            chainId: 'bip122:000000000933ea01ad0ee984209779ba',
          }),
          signature: 'sig2',
        },
        { message: signedMessage({ accountAddress: address.toUpperCase() }), signature: 'sig3' },
      ],
    })
    const sessions = await siwbSiwx({ serverUrl, projectId: 'shop', page, fetch }).getSessions(
      mainnet,
      address,
    )
    expect(sessions.map((session) => session.signature)).toEqual(['sig1', 'sig3'])
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
