import { afterEach, describe, expect, it } from 'vitest'
import { setActiveLocale } from '../i18n/activeLocale.js'
import { amountText, balanceText, fiatText, transactionAmountText } from './localeAmounts.js'

afterEach(() => setActiveLocale('en', undefined))

describe('in English', () => {
  it('default: core’s texts, as they are', () => {
    expect(balanceText('1.23456', 'ETH')).toBe('1.234 ETH')
    expect(transactionAmountText('0.12345')).toBe('0.123')
    expect(fiatText(1234.567)).toBe('$1,234.56')
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
