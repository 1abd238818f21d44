import { describe, expect, it } from 'vitest'
import { formatBalance, formatFiat, formatTransactionAmount } from './amounts.js'

describe('formatBalance', () => {
  it('default: floored to 3 decimals', () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('0.0009')).toBe('0.000')
    expect(formatBalance(2)).toBe('2.000')
  })

  it('parameters: symbol', () => {
    expect(formatBalance('1.9999', 'ETH')).toBe('1.999 ETH')
  })

  it('behavior: missing or malformed balances show as zero', () => {
    expect(formatBalance(undefined, 'SOL')).toBe('0.000 SOL')
    expect(formatBalance('n/a')).toBe('0.000')
  })
})

describe('formatTransactionAmount', () => {
  it('default: rounded to 3 decimals', () => {
    expect(formatTransactionAmount('0.12345')).toBe('0.123')
    expect(formatTransactionAmount('0.1235')).toBe('0.124')
    expect(formatTransactionAmount(5)).toBe('5.000')
  })

  it('behavior: nothing to show', () => {
    expect(formatTransactionAmount(undefined)).toBeUndefined()
    expect(formatTransactionAmount('')).toBeUndefined()
    expect(formatTransactionAmount('x')).toBeUndefined()
  })
})

describe('formatFiat', () => {
  it('default: dollars, 2 decimals floored, thousands separated', () => {
    expect(formatFiat(1234.567)).toBe('$1,234.56')
    expect(formatFiat('1234567.999')).toBe('$1,234,567.99')
    expect(formatFiat(0)).toBe('$0.00')
    expect(formatFiat('999')).toBe('$999.00')
  })

  it('parameters: currency', () => {
    expect(formatFiat('10', 'EUR')).toBe('€10.00')
    expect(formatFiat('10', 'CHF')).toBe('CHF 10.00')
  })

  it('behavior: negative and malformed values', () => {
    expect(formatFiat('-1234.5')).toBe('-$1,234.50')
    expect(formatFiat(undefined)).toBe('$0.00')
    expect(formatFiat('abc')).toBe('$0.00')
  })
})
