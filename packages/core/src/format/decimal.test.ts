import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { floorDecimal, formatUnits, parseUnits, roundDecimal } from './decimal.js'

describe('floorDecimal', () => {
  it('default', () => {
    expect(floorDecimal('1.23456', 3)).toBe('1.234')
    expect(floorDecimal('1.9999', 3)).toBe('1.999')
    expect(floorDecimal('2', 3)).toBe('2.000')
    expect(floorDecimal(0.3, 3)).toBe('0.300')
  })

  it('behavior: exact on values floats cannot hold', () => {
    expect(floorDecimal('123456789012345678901234567890.123456', 3)).toBe(
      '123456789012345678901234567890.123',
    )
    expect(floorDecimal('0.0009999999999999999999', 3)).toBe('0.000')
  })

  it('behavior: exponents, signs and bigint', () => {
    expect(floorDecimal(1e-7, 3)).toBe('0.000')
    expect(floorDecimal('1.5e3', 2)).toBe('1500.00')
    expect(floorDecimal('-1.2341', 3)).toBe('-1.235')
    expect(floorDecimal('-0.0001', 3)).toBe('-0.001')
    expect(floorDecimal('-0', 3)).toBe('0.000')
    expect(floorDecimal(12n, 1)).toBe('12.0')
    expect(floorDecimal('.5', 1)).toBe('0.5')
  })

  it('behavior: undefined for what is not a number', () => {
    for (const value of [
      '',
      'abc',
      '1.2.3',
      '1,5',
      '.',
      'e5',
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(floorDecimal(value, 3)).toBeUndefined()
    }
  })

  it('behavior: never above the value and less than one step below it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (value, decimals) => {
          const floored = Number(floorDecimal(value, decimals))
          const step = 10 ** -decimals
          expect(floored).toBeLessThanOrEqual(value + Math.abs(value) * 1e-15)
          expect(value - floored).toBeLessThan(step * (1 + 1e-9) + Math.abs(value) * 1e-15)
        },
      ),
    )
  })
})

describe('roundDecimal', () => {
  it('default: half away from zero', () => {
    expect(roundDecimal('0.0005', 3)).toBe('0.001')
    expect(roundDecimal('0.0004999', 3)).toBe('0.000')
    expect(roundDecimal('1.2345', 3)).toBe('1.235')
    expect(roundDecimal('-1.2345', 3)).toBe('-1.235')
    expect(roundDecimal('9.9996', 3)).toBe('10.000')
  })

  it('behavior: round and floor agree on values that need no rounding', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.integer({ min: 0, max: 8 }),
        (units, decimals) => {
          const text = formatUnits(units, decimals)
          expect(roundDecimal(text, decimals)).toBe(floorDecimal(text, decimals))
        },
      ),
    )
  })
})

describe('formatUnits', () => {
  it('default', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(100n, 2)).toBe('1')
    expect(formatUnits(-250n, 2)).toBe('-2.5')
    expect(formatUnits(0n, 9)).toBe('0')
    expect(formatUnits(42n, 0)).toBe('42')
  })
})

describe('parseUnits', () => {
  it('default', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('42', 0)).toBe(42n)
    expect(parseUnits(' 2.50 ', 1)).toBe(25n)
    expect(parseUnits('.5', 2)).toBe(50n)
    expect(parseUnits('3.', 2)).toBe(300n)
  })

  it('behavior: text that is not a plain non-negative decimal is undefined', () => {
    for (const text of ['', '.', 'abc', '-1', '1e3', '1,5', '0x10', '1.2.3']) {
      expect(parseUnits(text, 18)).toBeUndefined()
    }
  })

  it("behavior: digits beyond the token's decimals are refused, trailing zeros are not", () => {
    expect(parseUnits('0.0000001', 6)).toBeUndefined()
    expect(parseUnits('1.000000000', 6)).toBe(1_000_000n)
  })

  it('behavior: the inverse of formatUnits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (units, decimals) => {
          expect(parseUnits(formatUnits(units, decimals), decimals)).toBe(units)
        },
      ),
    )
  })
})
