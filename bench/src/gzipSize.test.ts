import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { gzipSize } from './gzipSize.js'

describe('gzipSize', () => {
  const text = Buffer.from(
    Array.from({ length: 2000 }, (_, index) => `const v${index}=${index * 7919};`).join(''),
  )

  test('default', () => {
    expect(gzipSize(text)).toBe(gzipSync(text, { level: 9 }).byteLength)
  })

  test('behavior: level 9, never larger than the default level', () => {
    expect(gzipSize(text)).toBeLessThanOrEqual(gzipSync(text, { level: 1 }).byteLength)
    expect(gzipSize(text)).toBeLessThan(text.byteLength / 2)
  })
})
