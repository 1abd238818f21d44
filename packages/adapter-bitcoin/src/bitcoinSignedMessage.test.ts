import * as ecc from '@bitcoinerlab/secp256k1'
import { Signer, Verifier } from 'bip322-js'
import { address as addressCodec, initEccLib, networks, payments } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import { signedMessageHash, verifySignedMessage } from './bitcoinSignedMessage.js'
import { bytesToBase64 } from './signerSupport.js'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)
const key = ECPair.fromPrivateKey(new Uint8Array(32).fill(7))
const other = ECPair.fromPrivateKey(new Uint8Array(32).fill(8))
const uncompressed = ECPair.fromPrivateKey(new Uint8Array(32).fill(7), { compressed: false })
const network = networks.bitcoin

const p2pkh = payments.p2pkh({ pubkey: key.publicKey, network }).address as string
const p2pkhUncompressed = payments.p2pkh({ pubkey: uncompressed.publicKey, network })
  .address as string
const p2wpkh = payments.p2wpkh({ pubkey: key.publicKey, network })
const p2shP2wpkh = payments.p2sh({ redeem: p2wpkh, network }).address as string
const p2tr = payments.p2tr({ internalPubkey: key.publicKey.subarray(1), network }).address as string

const script = (address: string) => addressCodec.toOutputScript(address, network)
const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'))

/** A legacy signature as a BIP-137 wallet writes it: header `base` + recovery id, r, s. */
function signLegacy(privateKey: Uint8Array, message: string, base: number): Uint8Array {
  const { signature, recoveryId } = ecc.signRecoverable(signedMessageHash(message), privateKey)
  return Uint8Array.of(base + recoveryId, ...signature)
}

describe('verifySignedMessage', () => {
  it('default: bip322-js’s legacy P2PKH signatures verify (compressed and not)', () => {
    const message = 'Sign in\nwith a long line '.repeat(20)
    const compressedSignature = Signer.sign(key.toWIF(), p2pkh, message)
    expect(verifySignedMessage(script(p2pkh), message, fromBase64(compressedSignature))).toBe(true)
    const uncompressedSignature = Signer.sign(uncompressed.toWIF(), p2pkhUncompressed, message)
    expect(
      verifySignedMessage(script(p2pkhUncompressed), message, fromBase64(uncompressedSignature)),
    ).toBe(true)
    // The other key's address, and another text, are refused.
    expect(verifySignedMessage(script(p2pkh), message, fromBase64(uncompressedSignature))).toBe(
      false,
    )
    expect(verifySignedMessage(script(p2pkh), `${message}.`, fromBase64(compressedSignature))).toBe(
      false,
    )
  })

  it('behavior: segwit wallets’ legacy signatures (BIP-137 headers) verify, and bip322-js agrees', () => {
    const message = 'Hello World'
    for (const [address, base] of [
      [p2wpkh.address as string, 39],
      [p2shP2wpkh, 35],
      // Electrum writes the P2PKH header for every type.
      [p2wpkh.address as string, 31],
    ] as const) {
      const signature = signLegacy(key.privateKey as Uint8Array, message, base)
      expect(verifySignedMessage(script(address), message, signature), address).toBe(true)
      expect(Verifier.verifySignature(address, message, bytesToBase64(signature))).toBe(true)
      const byOther = signLegacy(other.privateKey as Uint8Array, message, base)
      expect(verifySignedMessage(script(address), message, byOther)).toBe(false)
    }
  })

  it('behavior: no taproot, no uncompressed segwit key, no malformed signature', () => {
    const message = 'Hello World'
    const signature = signLegacy(key.privateKey as Uint8Array, message, 39)
    expect(verifySignedMessage(script(p2tr), message, signature)).toBe(false)
    const uncompressedSignature = signLegacy(uncompressed.privateKey as Uint8Array, message, 27)
    expect(
      verifySignedMessage(script(p2wpkh.address as string), message, uncompressedSignature),
    ).toBe(false)
    expect(verifySignedMessage(script(p2pkh), message, signature.subarray(0, 64))).toBe(false)
    const zeroR = Uint8Array.of(31, ...new Uint8Array(64))
    expect(verifySignedMessage(script(p2pkh), message, zeroR)).toBe(false)
  })
})
