import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto'
import { encodeBase58 } from './base58.js'

// DER prefixes of an Ed25519 key: PKCS#8 around the 32-byte seed, SPKI around the public key.
const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex')
const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex')

/** An Ed25519 key of the embedded wallet's Solana account (node:crypto, no Solana SDK). */
export type SolanaKey = {
  /** The public key, base58: the account's address. */
  address: string
  publicKey: Uint8Array
  sign(message: Uint8Array): Uint8Array
}

/** A new random 32-byte Ed25519 seed. */
export function generateSolanaSeed(): Uint8Array {
  const { privateKey } = generateKeyPairSync('ed25519')
  return new Uint8Array(privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32))
}

/** The key of a 32-byte seed. */
export function solanaKeyFromSeed(seed: Uint8Array): SolanaKey {
  const privateKey = createPrivateKey({
    key: Buffer.concat([pkcs8Prefix, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicKey = new Uint8Array(
    createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32),
  )
  return {
    address: encodeBase58(publicKey),
    publicKey,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  }
}

/** Whether `signature` is `publicKey`'s Ed25519 signature of `message`. */
export function verifySolanaSignature(
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const key = createPublicKey({
    key: Buffer.concat([spkiPrefix, publicKey]),
    format: 'der',
    type: 'spki',
  })
  return verify(null, message, key, signature)
}
