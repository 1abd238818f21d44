import type { VerifyPolkadotSignatureParameters } from './checkSubstrateSignature.js'

/**
 * Whether `signature` is `address`'s sr25519, ed25519 or ecdsa signature of exactly
 * `message`, as extensions sign raw bytes: wrapped in `<Bytes>…</Bytes>` (Polkadot{.js} and
 * most others), or the bytes alone (wallets differ). A malformed address or signature is
 * simply not a valid signature: `false`. @polkadot/util-crypto (with its wasm for sr25519)
 * loads on the first call.
 *
 * @example
 * await verifyPolkadotSignature({ message: 'hello', signature, address }) // true
 */
export async function verifyPolkadotSignature(
  parameters: VerifyPolkadotSignatureParameters,
): Promise<boolean> {
  const { checkSubstrateSignature } = await import('./checkSubstrateSignature.js')
  return checkSubstrateSignature(parameters)
}
