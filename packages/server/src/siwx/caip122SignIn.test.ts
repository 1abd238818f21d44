import { Caip122Error, type Caip122ErrorCode } from '@latch/core'
import type { Caip122Fields } from '@latch/core/internal'
import { describe, expect, it } from 'vitest'
import { RequestError } from '../http/requestError.js'
import { refusalOf } from '../testing/refusalOf.js'
import { caip122SignIn } from './caip122SignIn.js'

// A namespace of the tests' own: what the shared profile does, apart from Solana's and Bitcoin's.
class TestSiwxError extends Caip122Error<Caip122ErrorCode | 'OWN_CODE'> {
  override name = 'TestSiwxError'
}

const fields: Caip122Fields = {
  domain: 'shop.example',
  address: 'Account1',
  uri: 'https://shop.example',
  version: '1',
  chainId: 'ref',
  nonce: 'abcdefgh12',
  issuedAt: '2026-01-01T00:00:00Z',
}

const profileOf = (
  verify: () => Promise<unknown> = async () => fields,
  parse: (message: string) => Caip122Fields = () => fields,
) =>
  caip122SignIn({
    errorClass: TestSiwxError,
    parse,
    sessionData: (read) => ({
      accountAddress: read.address,
      chainId: `test:${read.chainId}`,
      domain: read.domain,
      uri: read.uri,
      version: read.version,
      nonce: read.nonce,
      issuedAt: read.issuedAt,
    }),
    addressKey: (address) => address.toLowerCase(),
    checkSignatureFormat: () => {},
    served: ['test:ref'],
    verify,
    ownRefusal: (error) =>
      error.code === 'OWN_CODE' ? new RequestError(400, 'invalid_request', 'own') : undefined,
  })

const proofOf = (profile: ReturnType<typeof profileOf>) => ({
  message: 'text',
  signature: 'sig',
  claim: profile.read('text'),
  domain: 'shop.example',
  now: new Date(),
})

describe('caip122SignIn', () => {
  it('default: the claim is the namespace’s session data, keyed as it keys addresses', () => {
    const profile = profileOf()
    expect(profile.read('text')).toMatchObject({
      chainId: 'test:ref',
      address: 'Account1',
      addressKey: 'account1',
      scheme: undefined,
      expirationTime: undefined,
    })
    expect(profile.serves('test:ref')).toBe(true)
    expect(profile.serves('test:other')).toBe(false)
  })

  it('behavior: a verifier failure is refused by the namespace’s own code first, then the shared ones', async () => {
    const refusals = {
      OWN_CODE: { status: 400, code: 'invalid_request', message: 'own' },
      EXPIRED: { status: 401, code: 'sign_in_rejected', field: 'message' },
      DOMAIN_MISMATCH: { status: 401, code: 'sign_in_rejected', field: 'message' },
      NONCE_MISMATCH: { status: 401, code: 'sign_in_rejected', field: 'message' },
      SIGNATURE_MISMATCH: { status: 401, code: 'invalid_signature', field: 'signature' },
      URI_MISMATCH: { status: 400, code: 'invalid_request', field: 'message' },
    } as const
    for (const [code, refusal] of Object.entries(refusals)) {
      const profile = profileOf(async () => {
        throw new TestSiwxError(code as keyof typeof refusals)
      })
      await expect(profile.verify(proofOf(profile)), code).rejects.toMatchObject(refusal)
    }
  })

  it('behavior: the namespace’s parse failure is a 400 on message; another error is a bug and propagates', async () => {
    const unparsable = profileOf(undefined, () => {
      throw new TestSiwxError('INVALID_MESSAGE')
    })
    expect(refusalOf(() => unparsable.read('text'))).toMatchObject({
      status: 400,
      field: 'message',
    })
    const broken = profileOf(undefined, () => {
      throw new TypeError('bug')
    })
    expect(() => broken.read('text')).toThrow(TypeError)
    const crashing = profileOf(async () => {
      throw new TypeError('bug')
    })
    await expect(crashing.verify(proofOf(crashing))).rejects.toThrow(TypeError)
  })
})
