import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { createKeyCipher } from './keyCipher.js'

const secret = new Uint8Array(randomBytes(32))

describe('createKeyCipher', () => {
  test('default: what is sealed opens with the same key and context', () => {
    const cipher = createKeyCipher(randomBytes(32))
    const sealed = cipher.seal(secret, 'user-1:eip155')
    expect(sealed).not.toContain(Buffer.from(secret).toString('base64url'))
    expect(cipher.open(sealed, 'user-1:eip155')).toEqual(secret)
  })

  test('behavior: each seal uses a fresh IV', () => {
    const cipher = createKeyCipher(randomBytes(32))
    expect(cipher.seal(secret, 'a')).not.toBe(cipher.seal(secret, 'a'))
  })

  test('behavior: another key, another context or a changed byte does not open', () => {
    const cipher = createKeyCipher(randomBytes(32))
    const sealed = cipher.seal(secret, 'user-1:eip155')
    expect(() => createKeyCipher(randomBytes(32)).open(sealed, 'user-1:eip155')).toThrow()
    expect(() => cipher.open(sealed, 'user-2:eip155')).toThrow()
    const bytes = Buffer.from(sealed, 'base64url')
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1
    expect(() => cipher.open(bytes.toString('base64url'), 'user-1:eip155')).toThrow()
  })

  test('behavior: a key of the wrong size is refused', () => {
    expect(() => createKeyCipher(randomBytes(16))).toThrow('32 bytes')
  })
})
