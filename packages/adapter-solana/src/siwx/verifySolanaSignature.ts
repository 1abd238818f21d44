import type { VerifySolanaSignatureParameters } from './verifyEd25519Signature.js'

/**
 * Whether `signature` is `address`'s ed25519 signature of exactly `message` (WebCrypto).
 * A malformed address or signature is simply not a valid signature: `false`. The code that
 * checks it (@solana/kit's) loads on the first call.
 *
 * @example
 * await verifySolanaSignature({ address, message: 'hello', signature }) // true
 */
export async function verifySolanaSignature(
  parameters: VerifySolanaSignatureParameters,
): Promise<boolean> {
  const { verifyEd25519Signature } = await import('./verifyEd25519Signature.js')
  return verifyEd25519Signature(parameters)
}
