import { describe, expect, it } from 'vitest'
import { chosenFeeRate, feeRateChoices, feeRateFor } from './feeRates.js'

describe('feeRateFor', () => {
  it('default: the estimate of the largest target at or under the one asked, else the smallest', () => {
    const estimates = { '2': 12, '6': 4, '144': 1 }
    expect(feeRateFor(estimates, 1)).toBe(12)
    expect(feeRateFor(estimates, 3)).toBe(12)
    expect(feeRateFor(estimates, 6)).toBe(4)
    expect(feeRateFor(estimates, 1008)).toBe(1)
  })

  it('behavior: no estimate (regtest electrs) is 1 sat/vB; entries that are not estimates are skipped', () => {
    expect(feeRateFor({}, 3)).toBe(1)
    expect(feeRateFor({ x: 50, '0': 50, '-1': 50, '3': '9', '6': 2 }, 3)).toBe(2)
  })

  it('behavior: an estimate under 1 or over 10,000 sat/vB is INVALID_FEE_RATE', () => {
    expect(() => feeRateFor({ '3': 0.2 }, 3)).toThrow('Invalid fee rate')
    expect(() => feeRateFor({ '3': 10_000.5 }, 3)).toThrow('Invalid fee rate')
    expect(feeRateFor({ '3': 10_000 }, 3)).toBe(10_000)
  })
})

describe('feeRateChoices', () => {
  it('default: slow (6 blocks), normal (3) and fast (1), slow first', () => {
    const choices = feeRateChoices({ '1': 9, '3': 5, '6': 2 }, {})
    expect(choices).toEqual([
      { speed: 'slow', rate: 2 },
      { speed: 'normal', rate: 5 },
      { speed: 'fast', rate: 9 },
    ])
    expect(chosenFeeRate(choices, undefined)).toEqual({ speed: 'normal', rate: 5 })
    expect(chosenFeeRate(choices, 'fast')).toEqual({ speed: 'fast', rate: 9 })
  })

  it('parameters: confirmationTarget moves normal; a fixed feeRate is the only choice, whatever the speed', () => {
    expect(feeRateChoices({ '1': 9, '2': 7, '6': 2 }, { confirmationTarget: 2 })[1]).toEqual({
      speed: 'normal',
      rate: 7,
    })
    const fixed = feeRateChoices(undefined, { feeRate: 4 })
    expect(fixed).toEqual([{ speed: undefined, rate: 4 }])
    expect(chosenFeeRate(fixed, 'fast')).toEqual({ speed: undefined, rate: 4 })
    expect(() => feeRateChoices(undefined, { feeRate: -1 })).toThrow('Invalid fee rate')
  })
})
