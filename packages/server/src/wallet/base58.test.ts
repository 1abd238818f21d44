import { describe, expect, test } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

describe('base58', () => {
  test('default: known vectors', () => {
    expect(encodeBase58(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
    expect(encodeBase58(new Uint8Array([0, 0, 40, 127]))).toBe('1145k')
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  })

  test('behavior: decoding inverts encoding', () => {
    for (const bytes of [
      new Uint8Array([]),
      new Uint8Array([0, 255, 3]),
      new Uint8Array(64).fill(9),
    ]) {
      expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    }
  })

  test('behavior: characters outside the alphabet are refused', () => {
    expect(() => decodeBase58('0OIl')).toThrow('not base58')
  })
})
