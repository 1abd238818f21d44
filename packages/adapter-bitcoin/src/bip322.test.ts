import { describe, expect, it } from 'vitest'
import { bip322MessageHash } from './bip322.js'
import { decodeWitness, encodeWitness } from './bitcoinSignature.js'
import { bytesToHex } from './signerSupport.js'
import { verifyBitcoinSignature } from './siwx/verifyBitcoinSignature.js'

// The test vectors of BIP-322 itself.
const vectorAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const helloWorld =
  'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'

describe('BIP-322', () => {
  it('default: message hashes are the specification vectors', () => {
    expect(bytesToHex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(bytesToHex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('behavior: the specification signature of "Hello World" verifies, and nothing else with it', async () => {
    const signature = helloWorld
    await expect(
      verifyBitcoinSignature({ address: vectorAddress, message: 'Hello World', signature }),
    ).resolves.toBe(true)
    await expect(
      verifyBitcoinSignature({ address: vectorAddress, message: 'Hello World!', signature }),
    ).resolves.toBe(false)
    await expect(
      verifyBitcoinSignature({
        address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        message: 'Hello World',
        signature,
      }),
    ).resolves.toBe(false)
  })

  it('behavior: the taproot vector (Bitcoin Core’s, SIGHASH_ALL) verifies in a fresh process', async () => {
    // Nothing in this file gives bitcoinjs-lib its curve library: the verifier must.
    const address = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
    const signature =
      'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='
    await expect(
      verifyBitcoinSignature({ address, message: 'Hello World', signature }),
    ).resolves.toBe(true)
    await expect(verifyBitcoinSignature({ address, message: 'Hello', signature })).resolves.toBe(
      false,
    )
  })

  it('behavior: unreadable addresses and signatures are false, never a throw', async () => {
    await expect(
      verifyBitcoinSignature({ address: 'nope', message: 'x', signature: helloWorld }),
    ).resolves.toBe(false)
    await expect(
      verifyBitcoinSignature({ address: vectorAddress, message: 'x', signature: 'AAAA' }),
    ).resolves.toBe(false)
  })

  it('behavior: a witness stack round-trips and a truncated one is refused', () => {
    const items = [new Uint8Array([1, 2, 3]), new Uint8Array(300).fill(7)]
    const encoded = encodeWitness(items)
    expect(decodeWitness(encoded)).toEqual(items)
    expect(decodeWitness(encoded.subarray(0, encoded.length - 1))).toBeUndefined()
  })
})
