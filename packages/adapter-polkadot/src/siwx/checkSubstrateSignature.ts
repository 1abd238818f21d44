// The check of verifyPolkadotSignature, over @polkadot/util-crypto: loaded with `import()` on
// the first check, so that the package's entry carries no chain SDK. The parameters are declared
// here so that this module imports nothing of the one that loads it.
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, signatureVerify } from '@polkadot/util-crypto'

// 64 bytes (sr25519, ed25519), 65 (ecdsa, or a MultiSignature of the first two), 66 (ecdsa's).
const signaturePattern = /^0x(?:[0-9a-fA-F]{2}){64,66}$/

export type VerifyPolkadotSignatureParameters = {
  /** The signed text (the adapter's `signMessage` signs its UTF-8 bytes). */
  message: string
  /** `0x`-hex as extensions return it: 64 bytes, 65 for ecdsa, or with a type byte. */
  signature: string
  /** The SS58 address of the key, any network's prefix. */
  address: string
}

/** See `verifyPolkadotSignature`, which loads this module on its first check. */
export async function checkSubstrateSignature({
  message,
  signature,
  address,
}: VerifyPolkadotSignatureParameters): Promise<boolean> {
  // `signatureVerify` reads a string that is not hex as text: only hex gets that far.
  if (typeof signature !== 'string' || !signaturePattern.test(signature)) return false
  let publicKey: Uint8Array
  try {
    publicKey = decodeAddress(address)
  } catch {
    return false
  }
  await cryptoWaitReady()
  const bytes = stringToU8a(message)
  // `u8aWrapBytes` leaves bytes that are wrapped already as they are: the text itself.
  for (const signed of [u8aWrapBytes(bytes), bytes]) {
    try {
      if (signatureVerify(signed, signature, publicKey).isValid) return true
    } catch {
      // A signature of the right length that is no curve point, for one: not valid.
    }
  }
  return false
}
