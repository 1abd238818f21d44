import * as ecc from '@bitcoinerlab/secp256k1'
import { Signer, Verifier } from 'bip322-js'
import { networks, payments } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import { encodeWitness } from '../bitcoinSignature.js'
import { bytesToBase64 } from '../signerSupport.js'
import { fakeBitcoinWallet } from '../testing/fakeBitcoinWallet.js'
import { createBitcoinSiwxMessage, verifyBitcoinSiwxMessage } from './bitcoinSiwxProfile.js'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'

const mainnet = 'bip122:000000000019d6689c085ae165831e93'
// BIP-322's own test key, whose P2WPKH address is the specification's vector address.
const vectorKey = ECPairFactory(ecc).fromWIF('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const vector = {
  p2wpkh: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  p2shP2wpkh: '37qyp7jQAzqb2rCBpMvVtLDuuzKAUCVnJb',
  p2pkh: payments.p2pkh({ pubkey: vectorKey.publicKey, network: networks.bitcoin })
    .address as string,
}
const wallet = fakeBitcoinWallet({ chains: ['mainnet'] })
const payment = wallet.addressOf('mainnet', 'payment')
const ordinal = wallet.addressOf('mainnet', 'ordinal')

const time = new Date('2026-01-01T12:00:00Z')
const messageFor = (accountAddress: string) =>
  createBitcoinSiwxMessage({
    accountAddress,
    chainId: mainnet,
    domain: 'example.com',
    uri: 'https://example.com',
    nonce: 'n0nce1234',
    issuedAt: '2026-01-01T00:00:00Z',
    notBefore: '2026-01-01T00:00:00Z',
    expirationTime: '2026-01-02T00:00:00Z',
  }).toString()

describe('verifyBitcoinSignature', () => {
  it('vectors: BIP-322’s "Hello World" by bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', async () => {
    const signature =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    const check = (message: string) =>
      verifyBitcoinSignature({ address: vector.p2wpkh, message, signature })
    await expect(check('Hello World')).resolves.toBe(true)
    await expect(check('')).resolves.toBe(false)
  })

  it('behavior: bip322-js agrees, both ways, on every address type', async () => {
    const message = messageFor(payment)
    for (const address of [payment, ordinal]) {
      const signature = await wallet.signText(address, message)
      expect(Verifier.verifySignature(address, message, signature), address).toBe(true)
      await expect(verifyBitcoinSignature({ address, message, signature })).resolves.toBe(true)
    }
    for (const address of Object.values(vector)) {
      const signature = Signer.sign(vectorKey.toWIF(), address, message)
      await expect(verifyBitcoinSignature({ address, message, signature }), address).resolves.toBe(
        true,
      )
      await expect(
        verifyBitcoinSignature({ address, message: `${message}\n`, signature }),
        address,
      ).resolves.toBe(false)
    }
  })
})

describe('verifyBitcoinSiwxMessage', () => {
  it('default: a message signed by its address verifies, for P2WPKH, P2TR, P2SH-P2WPKH and P2PKH', async () => {
    const signed = [
      [payment, (text: string) => wallet.signText(payment, text)],
      [ordinal, (text: string) => wallet.signText(ordinal, text)],
      [
        vector.p2shP2wpkh,
        async (text: string) => Signer.sign(vectorKey.toWIF(), vector.p2shP2wpkh, text),
      ],
      // Legacy: Bitcoin Signed Message, as bip322-js signs for P2PKH.
      [vector.p2pkh, async (text: string) => Signer.sign(vectorKey.toWIF(), vector.p2pkh, text)],
    ] as const
    for (const [address, sign] of signed) {
      const message = messageFor(address)
      await expect(
        verifyBitcoinSiwxMessage({
          message,
          signature: await sign(message),
          domain: 'example.com',
          uri: 'https://example.com',
          chainId: mainnet,
          nonce: 'n0nce1234',
          time,
        }),
        address,
      ).resolves.toMatchObject({ address, nonce: 'n0nce1234', chainId: mainnet.slice(7) })
    }
  })

  it.each([
    ['DOMAIN_MISMATCH', { domain: 'evil.com' }],
    ['URI_MISMATCH', { uri: 'https://evil.com' }],
    ['CHAIN_MISMATCH', { chainId: 'bip122:000000000933ea01ad0ee984209779ba' }],
    ['INVALID_CHAIN_ID', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
    ['NONCE_MISMATCH', { nonce: 'other1234' }],
    ['EXPIRED', { time: new Date('2026-01-02T00:00:00Z') }],
    ['NOT_YET_VALID', { time: new Date('2025-12-31T23:59:59Z') }],
  ] as const)('behavior: %s', async (code, overrides) => {
    const message = messageFor(payment)
    const signature = await wallet.signText(payment, message)
    await expect(
      verifyBitcoinSiwxMessage({ message, signature, time, ...overrides }),
    ).rejects.toMatchObject({ code })
  })

  it('behavior: a signature by another key, or of another text, is SIGNATURE_MISMATCH', async () => {
    const message = messageFor(payment)
    for (const signature of [
      await wallet.signText(ordinal, message),
      Signer.sign(vectorKey.toWIF(), vector.p2wpkh, message),
      await wallet.signText(payment, `${message} `),
    ]) {
      await expect(verifyBitcoinSiwxMessage({ message, signature, time })).rejects.toMatchObject({
        code: 'SIGNATURE_MISMATCH',
        message: 'The signature was not made by the account in the sign-in message',
        details: payment,
      })
    }
  })

  it('behavior: a malformed signature, or a legacy one for taproot, is UNSUPPORTED_SIGNATURE', async () => {
    const message = messageFor(ordinal)
    const legacy = Signer.sign(vectorKey.toWIF(), vector.p2pkh, message)
    const threeItems = bytesToBase64(
      encodeWitness([Uint8Array.of(1), Uint8Array.of(2), Uint8Array.of(3)]),
    )
    for (const [signature, details] of [
      ['not base64!', /^neither a BIP-322 witness/],
      [`0x${'ab'.repeat(65)}`, /^neither a BIP-322 witness/],
      [threeItems, /^neither a BIP-322 witness/],
      [legacy, /taproot signs with BIP-322$/],
    ] as const) {
      await expect(verifyBitcoinSiwxMessage({ message, signature, time })).rejects.toMatchObject({
        name: 'BitcoinSiwxError',
        code: 'UNSUPPORTED_SIGNATURE',
        details: expect.stringMatching(details),
      })
    }
  })
})
