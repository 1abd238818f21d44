// eip1271.json (Argent and Loopring contract-wallet signatures) is deliberately not loaded:
// checking them needs a live Ethereum mainnet `isValidSignature` call, and these tests run
// offline. The `publicClient` path it would exercise is covered below with a stand-in.
import verificationNegative from '@vectors/siwe/verification_negative.json' with { type: 'json' }
import verificationPositive from '@vectors/siwe/verification_positive.json' with { type: 'json' }
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createSiweMessage } from './createSiweMessage.js'
import { formatSiweMessage } from './formatSiweMessage.js'
import { SiweError, type SiweErrorCode } from './siweError.js'
import type { SiweMessageFields } from './siweMessageFields.js'
import { type VerifySiweMessageParameters, verifySiweMessage } from './verifySiweMessage.js'

type VerificationVector = SiweMessageFields & {
  signature: Hex
  time?: string
  domainBinding?: string
  matchNonce?: string
  scheme?: string
}

/** The vector's fields and what it asks the verifier to check. */
function toParameters(vector: VerificationVector): VerifySiweMessageParameters {
  const { signature, time, domainBinding, matchNonce, ...message } = vector
  return {
    message,
    signature,
    ...(time === undefined ? {} : { time }),
    ...(domainBinding === undefined ? {} : { domain: domainBinding }),
    ...(matchNonce === undefined ? {} : { nonce: matchNonce }),
  }
}

async function verifyError(parameters: VerifySiweMessageParameters): Promise<SiweError> {
  try {
    await verifySiweMessage(parameters)
  } catch (error) {
    if (error instanceof SiweError) return error
    throw error
  }
  throw new Error('the message verified')
}

const negativeCodes: Record<keyof typeof verificationNegative, SiweErrorCode> = {
  'expired message': 'EXPIRED',
  'domain binding': 'DOMAIN_MISMATCH',
  'custom time': 'EXPIRED',
  'custom nonce': 'NONCE_MISMATCH',
  'malformed signature': 'INVALID_SIGNATURE',
  'wrong signature': 'SIGNATURE_MISMATCH',
  'not yet valid': 'NOT_YET_VALID',
  'invalid issuedAt': 'INVALID_DATE_TIME_VALUE',
  'invalid notBefore': 'INVALID_DATE_TIME_VALUE',
  'invalid expirationTime': 'INVALID_DATE_TIME_VALUE',
}

// Anvil's first development key: public, never holds value.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const contractWallet = '0x0e565A6dFc43DE21455a67bbF196f7F7b15447A7'

async function signedByAccount(overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  const message = createSiweMessage({
    accountAddress: account.address,
    chainId: 'eip155:1',
    domain: 'example.com',
    uri: 'https://example.com/login',
    nonce: 'n0nce1234',
    issuedAt: '2030-01-01T00:00:00.000Z',
    expirationTime: '2030-01-01T00:10:00.000Z',
    ...overrides,
  })
  const text = message.toString()
  return { text, signature: await account.signMessage({ message: text }) }
}

describe('verifySiweMessage', () => {
  it('default', async () => {
    const { text, signature } = await signedByAccount()
    const fields = await verifySiweMessage({
      message: text,
      signature,
      domain: 'example.com',
      nonce: 'n0nce1234',
      uri: 'https://example.com/login',
      chainId: 1,
      scheme: 'https',
      time: '2030-01-01T00:05:00Z',
    })
    expect(fields.address).toBe(account.address)
    expect(fields.nonce).toBe('n0nce1234')
  })

  it.each(Object.entries(verificationPositive))(
    'behavior: verification_positive %s',
    async (_name, vector) => {
      const parameters = toParameters(vector as VerificationVector)
      await expect(verifySiweMessage(parameters)).resolves.toEqual(parameters.message)
    },
  )

  it.each(Object.entries(verificationNegative))(
    'behavior: verification_negative %s',
    async (name, vector) => {
      const error = await verifyError(toParameters(vector as VerificationVector))
      expect(error.code).toBe(negativeCodes[name as keyof typeof verificationNegative])
    },
  )

  it('behavior: a viem local account signature verifies with viem and with us', async () => {
    const { text, signature } = await signedByAccount()
    await expect(
      verifyMessage({ address: account.address, message: text, signature }),
    ).resolves.toBe(true)
    await expect(
      verifySiweMessage({ message: text, signature, time: new Date('2030-01-01T00:01:00Z') }),
    ).resolves.toMatchObject({ address: account.address })
  })

  it('behavior: the signature covers the exact text', async () => {
    const { text, signature } = await signedByAccount()
    const tampered = text.replace('Nonce: n0nce1234', 'Nonce: n0nce9999')
    const time = '2030-01-01T00:01:00Z'
    expect((await verifyError({ message: tampered, signature, time })).code).toBe(
      'SIGNATURE_MISMATCH',
    )
    expect((await verifyError({ message: text, signature: '0x1234', time })).code).toBe(
      'INVALID_SIGNATURE',
    )
    expect((await verifyError({ message: text, signature: 'nothex' as Hex, time })).code).toBe(
      'INVALID_SIGNATURE',
    )
  })

  it('behavior: binds scheme, domain, URI, chain and nonce', async () => {
    const { text, signature } = await signedByAccount()
    const base = { message: text, signature, time: '2030-01-01T00:01:00Z' }
    expect((await verifyError({ ...base, scheme: 'http' })).code).toBe('SCHEME_MISMATCH')
    expect((await verifyError({ ...base, domain: 'evil.example' })).code).toBe('DOMAIN_MISMATCH')
    expect((await verifyError({ ...base, domain: 'example.com:443' })).code).toBe('DOMAIN_MISMATCH')
    expect((await verifyError({ ...base, uri: 'https://example.com/' })).code).toBe('URI_MISMATCH')
    expect((await verifyError({ ...base, chainId: 10 })).code).toBe('CHAIN_MISMATCH')
    expect((await verifyError({ ...base, nonce: 'n0nce12345' })).code).toBe('NONCE_MISMATCH')

    const schemed = await signedByAccount({ scheme: 'http' })
    const schemedBase = { ...base, message: schemed.text, signature: schemed.signature }
    await expect(verifySiweMessage({ ...schemedBase, scheme: 'HTTP' })).resolves.toMatchObject({
      scheme: 'http',
    })
    expect((await verifyError({ ...schemedBase, scheme: 'https' })).code).toBe('SCHEME_MISMATCH')
  })

  it('behavior: time bounds', async () => {
    const { text, signature } = await signedByAccount({ notBefore: '2030-01-01T00:01:00.000Z' })
    const at = (time: Date | string) => ({ message: text, signature, time })
    expect((await verifyError(at('2030-01-01T00:00:59.999Z'))).code).toBe('NOT_YET_VALID')
    await expect(verifySiweMessage(at('2030-01-01T00:01:00Z'))).resolves.toBeDefined()
    await expect(verifySiweMessage(at(new Date('2030-01-01T00:09:59.999Z')))).resolves.toBeDefined()
    expect((await verifyError(at('2030-01-01T00:10:00Z'))).code).toBe('EXPIRED')
    expect((await verifyError(at('2030-01-01T02:10:00+02:00'))).code).toBe('EXPIRED')
    expect((await verifyError(at('soon'))).code).toBe('INVALID_DATE_TIME_SYNTAX')
    expect((await verifyError(at(new Date(Number.NaN)))).code).toBe('INVALID_DATE_TIME_VALUE')
  })

  it('behavior: the clock is the default time', async () => {
    const { text, signature } = await signedByAccount()
    vi.useFakeTimers({ now: new Date('2030-01-01T00:11:00Z'), toFake: ['Date'] })
    try {
      expect((await verifyError({ message: text, signature })).code).toBe('EXPIRED')
      vi.setSystemTime(new Date('2030-01-01T00:09:00Z'))
      await expect(verifySiweMessage({ message: text, signature })).resolves.toBeDefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('behavior: a contract wallet is asked through publicClient (EIP-1271)', async () => {
    const fields: SiweMessageFields = {
      domain: 'example.com',
      address: contractWallet,
      uri: 'https://example.com',
      version: '1',
      chainId: 1,
      nonce: 'b19JyMHnM0Jdm20as',
      issuedAt: '2022-04-19T18:57:09.490Z',
    }
    // Some valid signature by another key: ecrecover does not give the contract's address.
    const signature = await account.signMessage({ message: formatSiweMessage(fields) })
    const approve = vi.fn(async () => true)
    await expect(
      verifySiweMessage({ message: fields, signature, publicClient: { verifyMessage: approve } }),
    ).resolves.toMatchObject({ address: contractWallet })
    expect(approve).toHaveBeenCalledWith({
      address: contractWallet,
      message: formatSiweMessage(fields),
      signature,
    })

    const refuse = { verifyMessage: vi.fn(async () => false) }
    expect((await verifyError({ message: fields, signature, publicClient: refuse })).code).toBe(
      'SIGNATURE_MISMATCH',
    )
    const cause = new Error('rpc down')
    const broken = {
      verifyMessage: vi.fn(async () => {
        throw cause
      }),
    }
    const error = await verifyError({ message: fields, signature, publicClient: broken })
    expect(error.code).toBe('SIGNATURE_CHECK_FAILED')
    expect(error.cause).toBe(cause)
    // Contract signatures need not be 65 bytes; the client still gets to judge them.
    const long = `0x${'ab'.repeat(100)}` as const
    await expect(
      verifySiweMessage({
        message: fields,
        signature: long,
        publicClient: { verifyMessage: approve },
      }),
    ).resolves.toBeDefined()
  })

  it('behavior: an EOA signature never reaches publicClient', async () => {
    const { text, signature } = await signedByAccount()
    const verifier = { verifyMessage: vi.fn(async () => false) }
    await expect(
      verifySiweMessage({
        message: text,
        signature,
        time: '2030-01-01T00:01:00Z',
        publicClient: verifier,
      }),
    ).resolves.toBeDefined()
    expect(verifier.verifyMessage).not.toHaveBeenCalled()
  })
})
