import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// AES-256-GCM: a fresh 96-bit IV per key, a 128-bit tag. The associated data binds a sealed
// key to its owner, so a row copied onto another user does not open.
const ivBytes = 12
const tagBytes = 16

/** Seals wallet keys at rest under the server's wallet key. */
export type KeyCipher = {
  /** `iv ‖ tag ‖ ciphertext`, base64url. */
  seal(secret: Uint8Array, context: string): string
  /** @throws when the key, the context or the sealed text is not the one it was sealed with. */
  open(sealed: string, context: string): Uint8Array
}

/**
 * A cipher under `key` (32 bytes).
 *
 * @example
 * const cipher = createKeyCipher(config.frame.walletKey)
 * const sealed = cipher.seal(privateKey, `${userId}:eip155`)
 */
export function createKeyCipher(key: Uint8Array): KeyCipher {
  if (key.length !== 32) throw new TypeError('The wallet key must be 32 bytes')
  return {
    seal(secret, context) {
      const iv = randomBytes(ivBytes)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(secret), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    open(sealed, context) {
      const bytes = Buffer.from(sealed, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes))
      return new Uint8Array(
        Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]),
      )
    },
  }
}
