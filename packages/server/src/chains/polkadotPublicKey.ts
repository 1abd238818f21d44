import { isPolkadotAddress } from '@latch/adapter-polkadot'
// The one function, not the package's entry: the entry starts its wasm crypto on import.
import { decodeAddress } from '@polkadot/util-crypto/address/decode'

/** A polkadot account's 32-byte public key (or, for an ecdsa key, its blake2 hash), `0x` hex. */
export type PolkadotPublicKey = `0x${string}`

/**
 * The account an SS58 address writes: its public key, when the address has a valid checksum
 * and holds a 32-byte account; `undefined` otherwise. SS58 addresses of the same key with
 * different network prefixes (`1…` on Polkadot, `5…` generic) are the same account, so the
 * server compares and stores polkadot accounts by this key.
 *
 * @example
 * polkadotPublicKeyOf('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // '0xd43593c7…a56da27d'
 */
export function polkadotPublicKeyOf(address: string): PolkadotPublicKey | undefined {
  // `decodeAddress` takes 0x hex for a key as it is: only the SS58 shape gets that far.
  if (!isPolkadotAddress(address)) return undefined
  let key: Uint8Array
  try {
    key = decodeAddress(address)
  } catch {
    return undefined
  }
  // Shorter SS58 payloads are account indices, not accounts.
  return key.length === 32 ? `0x${Buffer.from(key).toString('hex')}` : undefined
}
