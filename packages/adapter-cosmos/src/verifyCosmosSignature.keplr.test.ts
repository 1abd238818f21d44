import { Secp256k1Wallet } from '@cosmjs/amino'
import { fromBase64 } from '@cosmjs/encoding'
import { makeADR36AminoSignDoc, verifyADR36Amino } from '@keplr-wallet/cosmos'
import { describe, expect, it } from 'vitest'
import { adr036SignDoc } from './adr036.js'
import { verifyCosmosSignature } from './verifyCosmosSignature.js'

// Keplr's own ADR-036 code (@keplr-wallet/cosmos, maintained by the wallet's team), which the
// extension signs and verifies `signArbitrary` with: our sign doc and our verifier must agree
// with it both ways.

const messages = ['Sign in to example.com', 'ünïcødé ✓\nsecond line', 'x'.repeat(2_000)]

async function keyOf(seed: number, prefix = 'cosmos') {
  const wallet = await Secp256k1Wallet.fromKey(new Uint8Array(32).fill(seed), prefix)
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('an amino wallet has its account')
  return { wallet, address: account.address, pubkey: account.pubkey }
}

describe('verifyCosmosSignature against Keplr’s ADR-036 implementation', () => {
  it('default: our sign doc is Keplr’s, byte for byte, for text and for bytes', () => {
    for (const message of messages) {
      expect(adr036SignDoc('cosmos1signer', message)).toEqual(
        makeADR36AminoSignDoc('cosmos1signer', message),
      )
    }
    const bytes = new Uint8Array([0, 1, 2, 254, 255])
    expect(adr036SignDoc('cosmos1signer', bytes)).toEqual(
      makeADR36AminoSignDoc('cosmos1signer', bytes),
    )
  })

  it.each(messages)(
    'behavior: a signature Keplr verifies we verify, and the other way (%#)',
    async (message) => {
      const { wallet, address, pubkey } = await keyOf(3)
      // Signed over Keplr's sign doc, as the extension signs `signArbitrary`.
      const { signature } = await wallet.signAmino(address, makeADR36AminoSignDoc(address, message))
      const raw = fromBase64(signature.signature)
      expect(verifyADR36Amino('cosmos', address, message, pubkey, raw)).toBe(true)
      await expect(verifyCosmosSignature({ address, message, signature })).resolves.toBe(true)
      // Both refuse the same forgeries: another text, another account's address (Keplr throws).
      const other = await keyOf(4)
      expect(verifyADR36Amino('cosmos', address, `${message}.`, pubkey, raw)).toBe(false)
      await expect(
        verifyCosmosSignature({ address, message: `${message}.`, signature }),
      ).resolves.toBe(false)
      expect(() => verifyADR36Amino('cosmos', other.address, message, pubkey, raw)).toThrow(
        'Unmatched signer',
      )
      await expect(
        verifyCosmosSignature({ address: other.address, message, signature }),
      ).resolves.toBe(false)
    },
  )

  it('behavior: empty data, which ADR-036 forbids, is refused by both', async () => {
    const { wallet, address, pubkey } = await keyOf(6)
    const { signature } = await wallet.signAmino(address, adr036SignDoc(address, ''))
    expect(() =>
      verifyADR36Amino('cosmos', address, '', pubkey, fromBase64(signature.signature)),
    ).toThrow('Empty data in the ADR-36 msg')
    await expect(verifyCosmosSignature({ address, message: '', signature })).resolves.toBe(false)
  })

  it('behavior: an address of another chain’s prefix is refused by both', async () => {
    const { wallet, address, pubkey } = await keyOf(5, 'osmo')
    const { signature } = await wallet.signAmino(address, makeADR36AminoSignDoc(address, 'hi'))
    expect(verifyADR36Amino('osmo', address, 'hi', pubkey, fromBase64(signature.signature))).toBe(
      true,
    )
    await expect(verifyCosmosSignature({ address, message: 'hi', signature })).resolves.toBe(true)
    expect(() =>
      verifyADR36Amino('cosmos', address, 'hi', pubkey, fromBase64(signature.signature)),
    ).toThrow()
  })
})
