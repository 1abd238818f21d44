// The ed25519 check of verifySolanaSignature, over @solana/kit: loaded with `import()` on the
// first check, so that the package's entry carries no chain SDK. The parameters are declared
// here so that this module imports nothing of the one that loads it.
import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  isAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'

export type VerifySolanaSignatureParameters = {
  /** The base58 account, which is its ed25519 public key. */
  address: string
  /** A text (signed as its UTF-8 bytes, as `solana:signMessage` does) or raw bytes. */
  message: string | Uint8Array
  /** The 64-byte signature, base58 as Latch's adapter returns it, or raw. */
  signature: string | Uint8Array
}

/** See `verifySolanaSignature`, which loads this module on its first check. */
export async function verifyEd25519Signature(
  parameters: VerifySolanaSignatureParameters,
): Promise<boolean> {
  const { address, message, signature } = parameters
  if (!isAddress(address)) return false
  let signatureBytes: Uint8Array
  try {
    signatureBytes =
      typeof signature === 'string'
        ? new Uint8Array(getBase58Encoder().encode(signature))
        : signature
  } catch {
    return false
  }
  if (signatureBytes.length !== 64) return false
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const key = await getPublicKeyFromAddress(address)
  return verifySignature(key, signatureBytes as SignatureBytes, bytes)
}
