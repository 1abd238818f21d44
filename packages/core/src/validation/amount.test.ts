import { describe, expect, it } from 'vitest'
import { amountProblem } from './amount.js'

describe('amountProblem', () => {
  it('default: nothing typed yet is no problem (the form waits for it)', () => {
    expect(amountProblem('')).toBeUndefined()
    expect(amountProblem('   ')).toBeUndefined()
  })
  it('behavior: a positive plain decimal is an amount', () => {
    expect(amountProblem('1')).toBeUndefined()
    expect(amountProblem('0.5')).toBeUndefined()
    expect(amountProblem('.5')).toBeUndefined()
    expect(amountProblem(' 2. ')).toBeUndefined()
  })
  it('behavior: zero, signs, exponents, words and separators are not', () => {
    for (const text of ['0', '0.000', '-1', '+1', '1e3', 'abc', '1,5', '1.2.3', '.']) {
      expect(amountProblem(text), text).toBe('invalidAmount')
    }
  })
  it('behavior: more fraction digits than the token has are not an amount of it', () => {
    expect(amountProblem('1.000001', { decimals: 6 })).toBeUndefined()
    expect(amountProblem('1.0000001', { decimals: 6 })).toBe('invalidAmount')
    // Trailing zeros lose nothing.
    expect(amountProblem('1.50000000', { decimals: 6 })).toBeUndefined()
  })
  it('behavior: more than a known balance is insufficient, compared exactly', () => {
    expect(amountProblem('0.5', { decimals: 18, balance: '0.25' })).toBe('insufficientBalance')
    expect(amountProblem('0.25', { decimals: 18, balance: '0.25' })).toBeUndefined()
    // Floating-point numbers would call these equal.
    expect(amountProblem('0.100000000000000001', { decimals: 18, balance: '0.1' })).toBe(
      'insufficientBalance',
    )
    expect(amountProblem('9007199254740993', { balance: '9007199254740992' })).toBe(
      'insufficientBalance',
    )
  })
  it('behavior: an unknown or unreadable balance limits nothing', () => {
    expect(amountProblem('1000', { decimals: 6 })).toBeUndefined()
    expect(amountProblem('1000', { decimals: 6, balance: 'n/a' })).toBeUndefined()
  })
})
