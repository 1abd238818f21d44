import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import { u8aEq, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import type { PolkadotDevAccount } from './polkadotDevAccounts.js'
import type { PolkadotSignerPayload } from './polkadotInjectedWallet.js'

// The Polkadot test wallet's keys and signatures, loaded with import() at its first signature:
// @polkadot/util-crypto and @polkadot/types are far heavier than the wallet's page needs.

const keyring = new Keyring()
const pairs = new Map<string, KeyringPair>()

/** The key pair of `account`, derived from its secret URI once (sr25519 needs the wasm first). */
export async function keyPairOf(account: PolkadotDevAccount): Promise<KeyringPair> {
  const id = `${account.type}:${account.secretUri}`
  const known = pairs.get(id)
  if (known) return known
  await cryptoWaitReady()
  const pair = keyring.createFromUri(account.secretUri, {}, account.type)
  pairs.set(id, pair)
  return pair
}

/** Whether `address` (SS58 of any prefix, or hex) is `pair`'s account. */
export function isAddressOf(pair: KeyringPair, address: string): boolean {
  try {
    return u8aEq(decodeAddress(address), pair.addressRaw)
  } catch {
    return false
  }
}

/**
 * Signs an extrinsic payload as the polkadot-js extension does: the payload is encoded with
 * the signed extensions it names (hashed when over 256 bytes), and the signature carries its
 * `MultiSignature` type byte.
 */
export function signExtrinsicPayload(
  pair: KeyringPair,
  payload: PolkadotSignerPayload,
): `0x${string}` {
  const registry = new TypeRegistry()
  registry.setSignedExtensions([...payload.signedExtensions])
  return registry.createType('ExtrinsicPayload', payload, { version: payload.version }).sign(pair)
    .signature
}

/**
 * Signs bytes as the extension's `signRaw` does: wrapped in `<Bytes>…</Bytes>` (so that no
 * message can pass for an extrinsic), the bare signature without a type byte.
 */
export function signWrappedBytes(pair: KeyringPair, data: string): `0x${string}` {
  return u8aToHex(pair.sign(u8aWrapBytes(data)))
}
