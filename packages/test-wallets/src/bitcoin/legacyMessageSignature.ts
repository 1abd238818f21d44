import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto } from 'bitcoinjs-lib'

const prefix = new TextEncoder().encode('\u0018Bitcoin Signed Message:\n')

function compactSize(value: number): number[] {
  if (value < 0xfd) return [value]
  if (value <= 0xffff) return [0xfd, value & 0xff, value >>> 8]
  return [0xfe, value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, value >>> 24]
}

/** The digest of Bitcoin Core's `signmessage`: double SHA-256 of the prefixed message. */
export function legacyMessageHash(message: Uint8Array): Uint8Array {
  return crypto.hash256(Uint8Array.from([...prefix, ...compactSize(message.length), ...message]))
}

// BIP-137's header byte: a base by address type (compressed key), plus the recovery id.
const headerBase = { p2pkh: 31, 'p2sh-p2wpkh': 35, p2wpkh: 39 } as const

/**
 * A "legacy" message signature (Bitcoin Core's `signmessage`, extended to segwit addresses
 * by BIP-137): 65 bytes, a header naming the address type and recovery id, then r and s.
 * Only ECDSA addresses have one; taproot signs messages with BIP-322.
 */
export function signLegacyMessage(
  privateKey: Uint8Array,
  type: keyof typeof headerBase,
  message: Uint8Array,
): Uint8Array {
  const { signature, recoveryId } = ecc.signRecoverable(legacyMessageHash(message), privateKey)
  return Uint8Array.from([headerBase[type] + recoveryId, ...signature])
}
