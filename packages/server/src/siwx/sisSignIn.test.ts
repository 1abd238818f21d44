import {
  formatPolkadotSiwxMessage,
  type PolkadotSiwxFields,
  verifyPolkadotSignature,
} from '@latch/adapter-polkadot'
import { describe, expect, it } from 'vitest'
import { polkadotTestSigner } from '../testing/polkadotTestSigner.js'
import { refusalOf } from '../testing/refusalOf.js'
import {
  exampleClaim,
  expectConfiguredChainsServed,
  expectMessageRefused,
} from '../testing/signInProfileChecks.js'
import { publicPolkadotChains, sisSignIn } from './sisSignIn.js'

// Alice of every Substrate dev chain, with the generic SS58 prefix and with Polkadot's.
const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const alicePolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const aliceKey = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'

const fields: PolkadotSiwxFields = {
  domain: 'service.org',
  address: alice,
  statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
  uri: 'https://service.org/login',
  version: '1',
  chainId: '91b171bb158e2d3848fa23a9f1c25182',
  nonce: '32891757',
  issuedAt: '2021-09-30T16:25:24.000Z',
}

describe('sisSignIn', () => {
  it.each([
    ['sr25519', 64],
    ['ed25519', 64],
    ['ecdsa', 65],
  ] as const)(
    'default: a %s signature of the text verifies, in the format the profile takes',
    async (type, bytes) => {
      const signer = await polkadotTestSigner(type, '//Alice')
      const message = formatPolkadotSiwxMessage({ ...fields, address: signer.address })
      const signature = signer.sign(message)
      expect(signature).toHaveLength(2 + 2 * bytes)
      expect(() => sisSignIn().checkSignatureFormat(signature)).not.toThrow()
      await expect(
        verifyPolkadotSignature({ address: signer.address, message, signature }),
      ).resolves.toBe(true)
      await expect(
        verifyPolkadotSignature({ address: signer.address, message: `${message}.`, signature }),
      ).resolves.toBe(false)
    },
  )

  it('default: a message is read into core’s session data, the account keyed by its public key', () => {
    const claim = sisSignIn().read(formatPolkadotSiwxMessage(fields))
    expect(claim).toEqual(
      exampleClaim({
        chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        address: alice,
        addressKey: aliceKey,
      }),
    )
    // Polkadot's prefix, the same key: the same account.
    const onPolkadot = sisSignIn().read(
      formatPolkadotSiwxMessage({ ...fields, address: alicePolkadot }),
    )
    expect(onPolkadot.addressKey).toBe(aliceKey)
  })

  it('behavior: a text off the profile is a 400 on message, with the parser’s reason', () => {
    expectMessageRefused(
      () =>
        sisSignIn().read(
          formatPolkadotSiwxMessage(fields).replace(
            'Chain ID: 91b171bb158e2d3848fa23a9f1c25182',
            'Chain ID: 1',
          ),
        ),
      'Invalid body field "message": The chain ID of the sign-in message is not valid (1)',
    )
  })

  it('behavior: a signature that is not 0x hex of 64 or 65 bytes is a 400 on signature', () => {
    for (const signature of [
      `0x${'ab'.repeat(63)}`,
      `0x${'ab'.repeat(66)}`,
      'ab'.repeat(64),
      `0x${'zz'.repeat(64)}`,
      Buffer.alloc(64, 1).toString('base64'),
    ]) {
      const error = refusalOf(() => sisSignIn().checkSignatureFormat(signature))
      expect(error, signature).toMatchObject({ status: 400, field: 'signature' })
      expect(error.message).toBe(
        'Invalid body field "signature": must be a 0x hex Substrate signature: 64 bytes (sr25519, ed25519) or 65 (ecdsa)',
      )
    }
  })

  it('parameters: chains are served besides Polkadot, Kusama, Westend and Paseo', () => {
    expect(publicPolkadotChains).toEqual([
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'polkadot:b0a8d493285c2df73290dfb7e61f870f',
      'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
      'polkadot:77afd6190f1554ad45fd0d31aee62aac',
    ])
    expectConfiguredChainsServed(sisSignIn, {
      local: 'polkadot:45454545454545454545454545454545',
      served: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      foreign: 'bip122:000000000019d6689c085ae165831e93',
    })
  })
})
