import { describe, expect, it, vi } from 'vitest'
import { ToySiwxError, toyCaip122Profile } from '../testing/toyCaip122Profile.js'
import { parseCaip122Message } from './caip122Message.js'
import { createCaip122Message } from './createCaip122Message.js'
import { type Caip122SignatureCheck, verifyCaip122Message } from './verifyCaip122Message.js'

// A toy signature: the address and the text it signs.
const signatureOf = (address: string, text: string) => `${address}|${text}`
const toySignatureCheck: Caip122SignatureCheck = async ({ address, message, signature }) =>
  signature === signatureOf(address, message)

const message = createCaip122Message(
  {
    accountAddress: 'toy7',
    chainId: 'polkadot:main',
    domain: 'example.com',
    uri: 'https://example.com',
    nonce: 'n0nce1234',
    issuedAt: '2026-01-01T00:00:00Z',
    notBefore: '2026-01-01T00:00:00Z',
    expirationTime: '2026-01-02T00:00:00Z',
  },
  toyCaip122Profile,
).toString()
const signature = signatureOf('toy7', message)
const time = new Date('2026-01-01T12:00:00Z')
const verify = (parameters: Partial<Parameters<typeof verifyCaip122Message>[0]>) =>
  verifyCaip122Message(
    { message, signature, time, ...parameters },
    toyCaip122Profile,
    toySignatureCheck,
  )

describe('verifyCaip122Message', () => {
  it('default: a message signed by its account verifies with its bindings', async () => {
    await expect(
      verify({
        domain: 'example.com',
        uri: 'https://example.com',
        chainId: 'polkadot:main',
        nonce: 'n0nce1234',
      }),
    ).resolves.toEqual(parseCaip122Message(message, toyCaip122Profile))
  })

  it('parameters: message as fields, formatted (and checked) before the signature is', async () => {
    const fields = parseCaip122Message(message, toyCaip122Profile)
    await expect(verify({ message: fields })).resolves.toEqual(fields)
    await expect(verify({ message: { ...fields, nonce: 'short' } })).rejects.toMatchObject({
      code: 'INVALID_FIELD',
      field: 'nonce',
    })
  })

  it.each([
    ['DOMAIN_MISMATCH', { domain: 'evil.com' }, 'example.com ≠ evil.com'],
    ['URI_MISMATCH', { uri: 'https://evil.com' }, 'https://example.com ≠ https://evil.com'],
    ['CHAIN_MISMATCH', { chainId: 'polkadot:test' }, 'main ≠ test'],
    ['INVALID_CHAIN_ID', { chainId: 'eip155:1' }, 'eip155:1'],
    ['NONCE_MISMATCH', { nonce: 'other1234' }, undefined],
    ['EXPIRED', { time: new Date('2026-01-02T00:00:00Z') }, '2026-01-02T00:00:00Z'],
    ['NOT_YET_VALID', { time: new Date('2025-12-31T23:59:59Z') }, '2026-01-01T00:00:00Z'],
    ['SIGNATURE_MISMATCH', { signature: signatureOf('toy7', `${message} `) }, 'toy7'],
  ] as const)('behavior: %s', async (code, overrides, details) => {
    await expect(verify(overrides)).rejects.toMatchObject({ name: 'ToySiwxError', code, details })
  })

  it('behavior: the time bounds hold at their edges, and the clock is "now" by default', async () => {
    await expect(verify({ time: new Date('2026-01-01T00:00:00Z') })).resolves.toBeDefined()
    await expect(verify({ time: new Date('2026-01-01T23:59:59.999Z') })).resolves.toBeDefined()
    vi.useFakeTimers({ now: new Date('2026-01-03T00:00:00Z') })
    try {
      await expect(
        verifyCaip122Message({ message, signature }, toyCaip122Profile, toySignatureCheck),
      ).rejects.toMatchObject({ code: 'EXPIRED' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('behavior: the signature is checked last, and its check’s own error passes through', async () => {
    const check = vi.fn<Caip122SignatureCheck>(async () => {
      throw new ToySiwxError('ADDRESS_NOT_ON_CHAIN', { details: 'unreadable' })
    })
    await expect(
      verifyCaip122Message({ message, signature, nonce: 'other1234' }, toyCaip122Profile, check),
    ).rejects.toMatchObject({ code: 'NONCE_MISMATCH' })
    expect(check).not.toHaveBeenCalled()
    await expect(
      verifyCaip122Message({ message, signature, time }, toyCaip122Profile, check),
    ).rejects.toMatchObject({ code: 'ADDRESS_NOT_ON_CHAIN', details: 'unreadable' })
    expect(check).toHaveBeenCalledWith({ address: 'toy7', message, signature })
  })
})
