import { describe, expect, test } from 'vitest'
import { median, spread } from './stats.js'

describe('median', () => {
  test('default', () => expect(median([9, 1, 5, 3, 7, 2, 4])).toBe(4))

  test('behavior: an even count gives the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  test('behavior: no values is an error, not NaN', () => {
    expect(() => median([])).toThrow('the median of no values')
  })
})

describe('spread', () => {
  test('default', () => expect(spread([6, 2, 40, 5, 3])).toEqual({ median: 5, min: 2, max: 40 }))
})
