// Test-only: accounts signed for with @polkadot/keyring, as Polkadot{.js} and other extensions
// sign a text (`signRaw` of its bytes, wrapped in `<Bytes>…</Bytes>`), so that the server's
// verifier is checked against the signer wallets use.
import { Keyring } from '@polkadot/keyring'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'

export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa'

export type PolkadotTestSigner = {
  type: PolkadotKeyType
  /** The SS58 address with the prefix asked for (42, the generic one, by default). */
  address: string
  /** The account's public key (for ecdsa, its blake2 hash), 0x hex. */
  publicKey: string
  /** The account's address with another network's SS58 prefix: the same account. */
  addressWith(ss58Prefix: number): string
  /** The signature of `text` as an extension gives it: 0x hex, 64 bytes (65 for ecdsa). */
  sign(text: string): string
  /** The keyring pair, to sign extrinsics with. */
  pair: ReturnType<Keyring['addFromUri']>
}

/**
 * The account of `uri` (`//Alice`, a mnemonic) with a key of `type`.
 *
 * @example
 * const alice = await polkadotTestSigner('sr25519', '//Alice')
 * alice.sign(message) // '0x…' (64 bytes)
 */
export async function polkadotTestSigner(
  type: PolkadotKeyType,
  uri: string,
  ss58Prefix = 42,
): Promise<PolkadotTestSigner> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type, ss58Format: ss58Prefix })
  const pair = keyring.addFromUri(uri)
  return {
    type,
    address: pair.address,
    publicKey: u8aToHex(pair.addressRaw),
    addressWith: (prefix) => keyring.encodeAddress(pair.addressRaw, prefix),
    sign: (text) => u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(text)))),
    pair,
  }
}
