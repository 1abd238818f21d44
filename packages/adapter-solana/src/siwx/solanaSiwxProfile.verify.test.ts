import { solanaDevAccounts } from '@latch/testkit/wallet'
import { createKeyPairFromBytes, getBase58Decoder, getBase58Encoder, signBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { createSolanaSiwxMessage, verifySolanaSiwxMessage } from './solanaSiwxProfile.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const [signerAccount, otherAccount] = solanaDevAccounts as [
  (typeof solanaDevAccounts)[0],
  (typeof solanaDevAccounts)[0],
]

async function sign(secretKey: string, text: string): Promise<string> {
  const keys = await createKeyPairFromBytes(getBase58Encoder().encode(secretKey))
  return getBase58Decoder().decode(await signBytes(keys.privateKey, new TextEncoder().encode(text)))
}

const message = createSolanaSiwxMessage({
  accountAddress: signerAccount.address,
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  domain: 'example.com',
  uri: 'https://example.com',
  nonce: 'n0nce1234',
  issuedAt: '2026-01-01T00:00:00Z',
  notBefore: '2026-01-01T00:00:00Z',
  expirationTime: '2026-01-02T00:00:00Z',
}).toString()
const time = new Date('2026-01-01T12:00:00Z')

describe('verifySolanaSignature', () => {
  it('behavior: true only for the address, the message and an intact signature', async () => {
    const signature = await sign(signerAccount.secretKey, 'hello')
    const check = (overrides: Record<string, unknown>) =>
      verifySolanaSignature({
        address: signerAccount.address,
        message: 'hello',
        signature,
        ...overrides,
      })
    await expect(check({})).resolves.toBe(true)
    await expect(check({ message: new TextEncoder().encode('hello') })).resolves.toBe(true)
    await expect(check({ message: 'hello!' })).resolves.toBe(false)
    await expect(check({ address: otherAccount.address })).resolves.toBe(false)
    await expect(check({ signature: signature.slice(0, -2) })).resolves.toBe(false)
    await expect(check({ signature: '0xnotbase58' })).resolves.toBe(false)
    await expect(check({ address: 'short' })).resolves.toBe(false)
  })
})

describe('verifySolanaSiwxMessage', () => {
  it('default: a message signed by its account verifies with its bindings', async () => {
    const signature = await sign(signerAccount.secretKey, message)
    await expect(
      verifySolanaSiwxMessage({
        message,
        signature,
        domain: 'example.com',
        uri: 'https://example.com',
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        nonce: 'n0nce1234',
        time,
      }),
    ).resolves.toMatchObject({ address: signerAccount.address, nonce: 'n0nce1234' })
  })

  it.each([
    ['DOMAIN_MISMATCH', { domain: 'evil.com' }],
    ['URI_MISMATCH', { uri: 'https://evil.com' }],
    ['CHAIN_MISMATCH', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
    ['INVALID_CHAIN_ID', { chainId: 'eip155:1' }],
    ['NONCE_MISMATCH', { nonce: 'other1234' }],
    ['EXPIRED', { time: new Date('2026-01-02T00:00:00Z') }],
    ['NOT_YET_VALID', { time: new Date('2025-12-31T23:59:59Z') }],
  ] as const)('behavior: %s', async (code, overrides) => {
    const signature = await sign(signerAccount.secretKey, message)
    await expect(
      verifySolanaSiwxMessage({ message, signature, time, ...overrides }),
    ).rejects.toMatchObject({ code })
  })

  it('behavior: a signature by another key, or of another text, is SIGNATURE_MISMATCH', async () => {
    for (const signature of [
      await sign(otherAccount.secretKey, message),
      await sign(signerAccount.secretKey, `${message} `),
    ]) {
      await expect(verifySolanaSiwxMessage({ message, signature, time })).rejects.toMatchObject({
        code: 'SIGNATURE_MISMATCH',
      })
    }
  })
})
