export type VerifySolanaSignatureParameters = {
  /** The base58 account, which is its ed25519 public key. */
  address: string
  /** A text (signed as its UTF-8 bytes, as `solana:signMessage` does) or raw bytes. */
  message: string | Uint8Array
  /** The 64-byte signature, base58 as Latch's adapter returns it, or raw. */
  signature: string | Uint8Array
}

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
