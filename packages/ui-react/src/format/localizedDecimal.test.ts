import { afterEach, describe, expect, it } from 'vitest'
import { setActiveLocale } from '../i18n/activeLocale.js'
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

describe('countText', () => {
  it('default: in English, as `formatCount` writes it, without Intl', () => {
    expect(countText(10_000)).toBe('10,000')
  })

  it('behavior: the locale’s thousands separator', () => {
    setActiveLocale('de', undefined)
    expect(countText(10_000)).toBe('10.000')
  })
})
