// The ed25519 check of verifySolanaSignature, over @solana/kit: loaded with `import()` on the
// first check, so that the package's entry carries no chain SDK.
import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  isAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import type { VerifySolanaSignatureParameters } from './verifySolanaSignature.js'

/** See {@link verifySolanaSignature}. */
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
