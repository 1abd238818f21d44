import {
  type CosmosSiwxFields,
  formatCosmosSiwxMessage,
  verifyCosmosSiwxMessage,
} from '@latch/adapter-cosmos'
import { describe, expect, it } from 'vitest'
import { cosmosTestSigner } from '../testing/cosmosTestSigner.js'
import { refusalOf } from '../testing/refusalOf.js'
import {
  exampleClaim,
  expectConfiguredChainsServed,
  expectMessageRefused,
} from '../testing/signInProfileChecks.js'
import { cosmosSignIn, publicCosmosChains } from './cosmosSignIn.js'

const signer = await cosmosTestSigner(7)
const other = await cosmosTestSigner(8)

const fields: CosmosSiwxFields = {
  domain: 'service.org',
  address: signer.address,
  statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
  uri: 'https://service.org/login',
  version: '1',
  chainId: 'cosmoshub-4',
  nonce: '32891757',
  issuedAt: '2021-09-30T16:25:24.000Z',
}
const verifyAt = {
  domain: 'service.org',
  nonce: '32891757',
  time: new Date('2021-09-30T16:30:00Z'),
}

describe('cosmosSignIn', () => {
  it('default: an ADR-036 signature of the text verifies, in the format the profile takes', async () => {
    const message = formatCosmosSiwxMessage(fields)
    const signature = await signer.sign(message)
    expect(() => cosmosSignIn().checkSignatureFormat(signature)).not.toThrow()
    await expect(verifyCosmosSiwxMessage({ message, signature, ...verifyAt })).resolves.toEqual(
      fields,
    )
    // Another key's signature of the same text, or the key's signature of another text: no.
    await expect(
      verifyCosmosSiwxMessage({ message, signature: await other.sign(message), ...verifyAt }),
    ).rejects.toMatchObject({ code: 'SIGNATURE_MISMATCH' })
    await expect(
      verifyCosmosSiwxMessage({
        message,
        signature: await signer.sign(`${message}.`),
        ...verifyAt,
      }),
    ).rejects.toMatchObject({ code: 'SIGNATURE_MISMATCH' })
  })

  it('default: a message is read into core’s session data, the account keyed by its address', () => {
    const claim = cosmosSignIn().read(formatCosmosSiwxMessage(fields))
    expect(claim).toEqual(
      exampleClaim({
        chainId: 'cosmos:cosmoshub-4',
        address: signer.address,
        addressKey: signer.address,
      }),
    )
  })

  it('behavior: a text off the profile is a 400 on message, with the parser’s reason', () => {
    expectMessageRefused(
      () =>
        cosmosSignIn().read(
          formatCosmosSiwxMessage(fields).replace('Chain ID: cosmoshub-4', 'Chain ID: cosmos hub'),
        ),
      /^Invalid body field "message": /,
    )
  })

  it('behavior: a signature that is not the JSON of a secp256k1 StdSignature is a 400 on signature', async () => {
    const good = await signer.signature('x')
    for (const signature of [
      good.signature,
      'not json',
      JSON.stringify({ ...good, signature: Buffer.alloc(63).toString('base64') }),
      JSON.stringify({ ...good, pub_key: { ...good.pub_key, type: 'tendermint/PubKeyEd25519' } }),
      JSON.stringify({
        ...good,
        pub_key: { ...good.pub_key, value: Buffer.alloc(32).toString('base64') },
      }),
      JSON.stringify(null),
    ]) {
      const error = refusalOf(() => cosmosSignIn().checkSignatureFormat(signature))
      expect(error, signature).toMatchObject({ status: 400, field: 'signature' })
      expect(error.message).toMatch(
        /^Invalid body field "signature": must be the JSON of an amino StdSignature/,
      )
    }
  })

  it('parameters: chains are served besides the networks adapter-cosmos knows', () => {
    expect(publicCosmosChains).toEqual([
      'cosmos:cosmoshub-4',
      'cosmos:osmosis-1',
      'cosmos:osmo-test-5',
    ])
    expectConfiguredChainsServed(cosmosSignIn, {
      local: 'cosmos:latch-local-1',
      served: 'cosmos:cosmoshub-4',
      foreign: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    })
  })
})
