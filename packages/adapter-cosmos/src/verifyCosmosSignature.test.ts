import { Secp256k1Wallet } from '@cosmjs/amino'
import { describe, expect, it } from 'vitest'
import { adr036SignDoc } from './adr036.js'
import { verifyCosmosSignature } from './verifyCosmosSignature.js'

// A signature published with a call of Keplr's own ADR-036 verifier (`verifyADR36Amino` of
// @keplr-wallet/cosmos) on a Cosmos Hub account signing its own address: made by a wallet,
// not by this package.
const published = {
  address: 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud',
  message: 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud',
  signature: {
    pub_key: {
      type: 'tendermint/PubKeySecp256k1' as const,
      value: 'A/MdHVpitzHNSdD1Zw3kY+L5PEIPyd9l6sD5i4aIfXp9',
    },
    signature:
      'vb78/y129cOiWyQkeFF8wCKZsOyzjpILnpEVZ72o5YUhEOmQZzVPcbUqWPLR7aZQ20j6vnYhIuCQN0HEG3igFg==',
  },
}

/** An ADR-036 signature of `message` by a real key, as a wallet signs it. */
async function signed(message: string, prefix = 'cosmos') {
  const wallet = await Secp256k1Wallet.fromKey(new Uint8Array(32).fill(9), prefix)
  const [account] = await wallet.getAccounts()
  const address = account?.address ?? ''
  const { signature } = await wallet.signAmino(address, adr036SignDoc(address, message))
  return { address, signature }
}

describe('verifyCosmosSignature', () => {
  it('default: the published signature verifies, as an object or as its JSON text', async () => {
    await expect(verifyCosmosSignature(published)).resolves.toBe(true)
    await expect(
      verifyCosmosSignature({ ...published, signature: JSON.stringify(published.signature) }),
    ).resolves.toBe(true)
  })

  it('behavior: another message, address or a changed signature does not', async () => {
    await expect(verifyCosmosSignature({ ...published, message: 'cosmos1' })).resolves.toBe(false)
    await expect(
      verifyCosmosSignature({
        ...published,
        address: 'cosmos1qyqszqgpqyqszqgpqyqszqgpqyqszqgpjnp7du',
      }),
    ).resolves.toBe(false)
    const flipped = `${published.signature.signature.slice(0, 10)}A${published.signature.signature.slice(11)}`
    await expect(
      verifyCosmosSignature({
        ...published,
        signature: { ...published.signature, signature: flipped },
      }),
    ).resolves.toBe(false)
  })

  it('behavior: a real key’s signature verifies on its own prefix; a key that is not the address’s does not', async () => {
    const { address, signature } = await signed('Sign in to shop.example\nNonce: 1', 'osmo')
    expect(address).toMatch(/^osmo1/)
    await expect(
      verifyCosmosSignature({ message: 'Sign in to shop.example\nNonce: 1', signature, address }),
    ).resolves.toBe(true)
    // The published key's signature, claimed for this address.
    await expect(verifyCosmosSignature({ ...published, address })).resolves.toBe(false)
  })

  it('behavior: malformed input is false, never a throw', async () => {
    for (const signature of [
      '',
      '{',
      'null',
      '{"pub_key":{}}',
      JSON.stringify({ ...published.signature, signature: 'AAAA' }),
    ]) {
      await expect(verifyCosmosSignature({ ...published, signature })).resolves.toBe(false)
    }
    await expect(verifyCosmosSignature({ ...published, address: 'not an address' })).resolves.toBe(
      false,
    )
  })
})
