import { describe, expect, test } from 'vitest'
import { percentile } from './percentile.js'

describe('percentile', () => {
  test('default: the nearest rank, whatever the order', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2)
    expect(percentile([4, 1, 3, 2], 51)).toBe(3)
    expect(percentile([4, 1, 3, 2], 100)).toBe(4)
    expect(percentile([7], 1)).toBe(7)
  })

  test('behavior: p99 of 1,000 values is the 990th smallest', () => {
    const values = Array.from({ length: 1000 }, (_, index) => 1000 - index)
    expect(percentile(values, 99)).toBe(990)
    expect(percentile(values, 50)).toBe(500)
  })

  test('behavior: numbers are compared as numbers, not as text', () => {
    expect(percentile([10, 9, 100], 50)).toBe(10)
  })

  test('behavior: no values have no percentile; a percentile out of range is refused', () => {
    expect(percentile([], 50)).toBeUndefined()
    expect(() => percentile([1], 0)).toThrow('a percentile from 0 (excluded) to 100, got 0')
    expect(() => percentile([1], 101)).toThrow(RangeError)
  })
})
