import { afterEach, describe, expect, it } from 'vitest'
import { setActiveLocale } from '../i18n/activeLocale.js'
import { amountText, balanceText, fiatText, transactionAmountText } from './localeAmounts.js'
import { countText, localizedDecimal } from './localizedDecimal.js'

afterEach(() => setActiveLocale('en', undefined))

describe('localizedDecimal', () => {
  it.each([
    ['1234.5', 'de', true, '1.234,5'],
    ['1234.5', 'fr', true, '1\u202f234,5'],
    ['-1234567.891', 'en', true, '-1,234,567.891'],
    ['1234.5', 'de', false, '1234,5'],
    ['1234', 'ja', true, '1,234'],
    ['0.001', 'ar', false, '0.001'],
  ] as const)('parameters: %s in %s (grouped %s) is %s', (text, locale, grouped, expected) => {
    expect(localizedDecimal(text, locale, grouped)).toBe(expected)
  })

  it('behavior: digits stay Latin where the locale writes others by default', () => {
    expect(localizedDecimal('9876.5', 'ar', true)).toMatch(/^9.?876.5$/)
    expect(localizedDecimal('9876.5', 'hi', true)).toBe('9,876.5')
  })
})

describe('in English', () => {
  it('default: core’s texts, as they are', () => {
    expect(balanceText('1.23456', 'ETH')).toBe('1.234 ETH')
    expect(transactionAmountText('0.12345')).toBe('0.123')
    expect(fiatText(1234.567)).toBe('$1,234.56')
    expect(countText(10_000)).toBe('10,000')
    expect(amountText('0.01')).toBe('0.01')
  })
})

describe('in another locale', () => {
  it('behavior: SPEC.md’s decimal rules kept, the separators the locale’s', () => {
    setActiveLocale('de', undefined)
    expect(balanceText('1234.56789', 'ETH')).toBe('1234,567 ETH')
    expect(balanceText(undefined)).toBe('0,000')
    expect(transactionAmountText('0.12351')).toBe('0,124')
    expect(transactionAmountText(undefined)).toBe('')
    expect(countText(10_000)).toBe('10.000')
    expect(amountText('0.01')).toBe('0,01')
  })

  it('behavior: a fiat value floored, its currency sign where the locale puts it', () => {
    setActiveLocale('de', undefined)
    expect(fiatText('1234.567')).toBe('1.234,56\u00a0$')
    expect(fiatText('-5', 'EUR')).toBe('-5,00\u00a0€')
    setActiveLocale('ja', undefined)
    expect(fiatText('1234.567')).toBe('$1,234.56')
  })
})
