import { describe, expect, it } from 'vitest'
import { formatCount } from './formatCount.js'

describe('formatCount', () => {
  it('default: as `toLocaleString("en")` writes whole numbers', () => {
    for (const count of [0, 7, 437, 1000, 10_000, 123_456, 1_234_567, 1_000_000_000]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en'))
    }
  })

  it('behavior: a fraction is dropped', () => {
    expect(formatCount(1234.9)).toBe('1,234')
  })
})
