import { describe, expect, it } from 'vitest'
import { encodeWitness, readBitcoinSignature } from './bitcoinSignature.js'
import { bytesToBase64 } from './signerSupport.js'

describe('readBitcoinSignature', () => {
  it('default: a witness of one or two items is BIP-322, 65 bytes with a BIP-137 header legacy', () => {
    const schnorr = new Uint8Array(64).fill(5)
    expect(readBitcoinSignature(bytesToBase64(encodeWitness([schnorr])))).toEqual({
      format: 'bip322',
      witness: [schnorr],
    })
    const ecdsa = [new Uint8Array(71).fill(1), new Uint8Array(33).fill(2)]
    expect(readBitcoinSignature(bytesToBase64(encodeWitness(ecdsa)))?.format).toBe('bip322')
    for (const header of [27, 31, 35, 39, 42]) {
      const legacy = Uint8Array.of(header, ...new Uint8Array(64).fill(9))
      expect(readBitcoinSignature(bytesToBase64(legacy)), String(header)).toEqual({
        format: 'legacy',
        bytes: legacy,
      })
    }
  })

  it('behavior: anything else is no signature', () => {
    const three = encodeWitness([Uint8Array.of(1), Uint8Array.of(2), Uint8Array.of(3)])
    for (const text of [
      'not base64!',
      '',
      bytesToBase64(three),
      bytesToBase64(Uint8Array.of(26, ...new Uint8Array(64))),
      bytesToBase64(Uint8Array.of(43, ...new Uint8Array(64))),
      bytesToBase64(Uint8Array.of(31, ...new Uint8Array(63))),
      `0x${'ab'.repeat(65)}`,
    ]) {
      expect(readBitcoinSignature(text), text).toBeUndefined()
    }
  })
})
