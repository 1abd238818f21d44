import { AdapterError } from '@latch/core'

const hex = /^0x(?:[0-9a-fA-F]{2})+$/

/**
 * The signature an extension returned from `signRaw`, checked before it goes anywhere:
 * `0x`-hex of 64 bytes (sr25519, ed25519), 65 (ecdsa, or either of the first with their
 * MultiSignature type byte) or 66 (ecdsa with its type byte).
 *
 * @throws {AdapterError} `INVALID_SIGNATURE`, with what the wallet gave in `details`, for
 *   anything else: a wallet's malformed answer is an error with a reason, never a crash later.
 */
export function readPolkadotSignature(signature: unknown): string {
  if (typeof signature !== 'string' || !hex.test(signature)) {
    throw new AdapterError('INVALID_SIGNATURE', {
      details: `not 0x-hex: the wallet returned ${typeof signature === 'string' ? JSON.stringify(signature.slice(0, 20)) : typeof signature}`,
    })
  }
  const bytes = (signature.length - 2) / 2
  if (bytes < 64 || bytes > 66) {
    throw new AdapterError('INVALID_SIGNATURE', {
      details: `${bytes} bytes: a Polkadot signature is 64 to 66 bytes`,
    })
  }
  return signature.toLowerCase()
}
