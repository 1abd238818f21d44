import { describe, expect, it, vi } from 'vitest'
import { describeServerSiwxClient } from '../conformance/serverSiwxClientConformance.js'
import { refusal, toyFields } from '../testing/toyCaip122Profile.js'
import { Caip122Error } from './caip122Error.js'
import { type DefineSiwxParameters, defineSiwx } from './defineSiwx.js'
import { ServerSiwxError } from './serverSiwxError.js'

// A toy signature: the address and the text it signs.
const signatureOf = (address: string, text: string) => `${address}|${text}`

/**
 * "Toy" accounts `toy` + digits (any letter case) on the polkadot chains `main` and `test`; an
 * address ending in 0 lives only on `test`, and a signature that is not text is refused.
 */
const toyProfile = {
  namespace: 'polkadot',
  account: 'Toy',
  errorNames: { message: 'ToySiwxError', server: 'ToyServerSiwxError' },
  messages: {
    INVALID_CHAIN_ID: 'The chain ID must be a toy CAIP-2 id',
    ADDRESS_NOT_ON_CHAIN: 'The address is not of its chain',
    UNSUPPORTED_SIGNATURE: 'The signature is not a toy signature',
  },
  isAddress: (address) => /^toy\d+$/i.test(address),
  isChainReference: (reference) => reference === 'main' || reference === 'test',
  checkAddressOnChain({ address, chainId }, fail) {
    if (address.endsWith('0') && chainId !== 'test')
      fail('ADDRESS_NOT_ON_CHAIN', { details: address })
  },
  sameAddress: (stored, asked) => stored.toLowerCase() === asked.toLowerCase(),
  async verifySignature({ address, message, signature }, fail) {
    if (!signature.includes('|')) fail('UNSUPPORTED_SIGNATURE')
    return signature === signatureOf(address, message)
  },
} satisfies DefineSiwxParameters<
  'Toy',
  {
    INVALID_CHAIN_ID: string
    ADDRESS_NOT_ON_CHAIN: string
    UNSUPPORTED_SIGNATURE: string
  }
>

const toy = defineSiwx(toyProfile)

describe('defineSiwx', () => {
  it('default: the namespace’s messages, written, read back and made into session data', () => {
    const message = toy.createMessage({
      accountAddress: 'toy7',
      chainId: 'polkadot:main',
      domain: 'example.com',
      uri: 'https://example.com',
      nonce: 'n0nce1234',
      issuedAt: '2026-01-01T00:00:00Z',
    })
    const text = message.toString()
    expect(text.split('\n')[0]).toBe('example.com wants you to sign in with your Toy account:')
    expect(toy.formatMessage(toy.parseMessage(text))).toBe(text)
    const { toString: _text, ...data } = message
    expect(toy.sessionData(toy.parseMessage(text))).toEqual(data)
    expect(toy.formatMessage(toyFields)).toContain('Chain ID: main')
  })

  it('behavior: its two error classes carry the namespace’s names and texts', () => {
    const invalid = refusal(() => toy.parseMessage('not a sign-in message'))
    expect(invalid).toBeInstanceOf(toy.MessageError)
    expect(invalid).toBeInstanceOf(Caip122Error)
    expect(invalid).toMatchObject({
      name: 'ToySiwxError',
      code: 'INVALID_MESSAGE',
      message: 'The sign-in message does not follow the Toy CAIP-122 format',
    })
    expect(toy.MessageError.name).toBe('ToySiwxError')
    expect(toy.MessageError.messages).toBe(toy.messageErrorMessages)
    expect(toy.messageErrorMessages).toMatchObject({
      ...toyProfile.messages,
      EXPIRED: 'The sign-in message has expired',
    })

    const unsupported = new toy.ServerError('UNSUPPORTED_NETWORK', {
      values: { network: 'eip155:1' },
    })
    expect(unsupported).toBeInstanceOf(ServerSiwxError)
    expect(unsupported).toMatchObject({
      name: 'ToyServerSiwxError',
      message: 'Sign-In with Toy works on polkadot networks, not on eip155:1',
    })
    expect(toy.ServerError.name).toBe('ToyServerSiwxError')
    expect(toy.ServerError.messages).toBe(toy.serverErrorMessages)
    // Each namespace's classes are its own.
    const other = defineSiwx({ ...toyProfile, errorNames: { message: 'A', server: 'B' } })
    expect(invalid).not.toBeInstanceOf(other.MessageError)
    expect(unsupported).not.toBeInstanceOf(other.ServerError)
  })

  it('behavior: the profile’s checks fail with the namespace’s own codes', async () => {
    const onMain = refusal(() => toy.formatMessage({ ...toyFields, address: 'toy10' }))
    expect(onMain).toBeInstanceOf(toy.MessageError)
    expect(onMain).toMatchObject({
      code: 'ADDRESS_NOT_ON_CHAIN',
      message: 'The address is not of its chain',
      details: 'toy10',
    })
    expect(toy.formatMessage({ ...toyFields, address: 'toy10', chainId: 'test' })).toContain(
      'toy10',
    )
    expect(refusal(() => toy.formatMessage({ ...toyFields, chainId: 'other' }))).toMatchObject({
      code: 'INVALID_FIELD',
      message: 'The chain ID of the sign-in message is not valid',
    })
    expect(
      refusal(() =>
        toy.createMessage({
          accountAddress: 'toy7',
          chainId: 'solana:main',
          domain: 'example.com',
          uri: 'https://example.com',
          nonce: 'n0nce1234',
        }),
      ),
    ).toMatchObject({ code: 'INVALID_CHAIN_ID', message: 'The chain ID must be a toy CAIP-2 id' })
  })

  it('behavior: verifyMessage checks the signature of exactly the text, by the profile', async () => {
    const text = toy.formatMessage(toyFields)
    const time = new Date('2026-01-02T12:00:00Z')
    const verify = (signature: string, message = text) =>
      toy.verifyMessage({ message, signature, domain: 'example.com', time })
    await expect(verify(signatureOf('toy7', text))).resolves.toEqual(toyFields)
    await expect(verify(signatureOf('toy7', `${text} `))).rejects.toMatchObject({
      name: 'ToySiwxError',
      code: 'SIGNATURE_MISMATCH',
    })
    await expect(verify('no bar')).rejects.toMatchObject({ code: 'UNSUPPORTED_SIGNATURE' })
    const late = toy.verifyMessage({
      message: text,
      signature: signatureOf('toy7', text),
      time: new Date('2026-01-04T00:00:00Z'),
    })
    await expect(late).rejects.toBeInstanceOf(toy.MessageError)
  })

  it('behavior: the client refuses other chains of the namespace and compares accounts by the profile', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        sessions: [
          {
            message: toy.formatMessage({ ...toyFields, address: 'TOY7', domain: 'shop.example' }),
            signature: 'sig',
          },
        ],
      }),
    )
    const siwx = toy.serverSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page: { host: 'shop.example', origin: 'https://shop.example' },
      fetch,
    })
    const refused = await siwx.getSessions('polkadot:other', 'toy7').catch((error) => error)
    expect(refused).toBeInstanceOf(toy.ServerError)
    expect(refused).toMatchObject({ code: 'UNSUPPORTED_NETWORK' })
    expect(fetch).not.toHaveBeenCalled()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-02T12:00:00Z'))
    try {
      const sessions = await siwx.getSessions('polkadot:main', 'toy7')
      expect(sessions.map((session) => session.data.accountAddress)).toEqual(['TOY7'])
    } finally {
      vi.useRealTimers()
    }
  })
})

describeServerSiwxClient({
  name: 'Toy',
  namespace: 'polkadot',
  create: toy.serverSiwx,
  errorClass: toy.ServerError,
  createMessage: toy.createMessage,
  sessionData: (message) => toy.sessionData(toy.parseMessage(message)),
  address: 'toy7',
  chainId: 'polkadot:main',
  signature: signatureOf('toy7', 'text'),
  foreignNetworks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'polkadot:other'],
  otherAddress: 'toy8',
})
