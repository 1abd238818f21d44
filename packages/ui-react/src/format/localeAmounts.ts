import { formatBalance } from '@latch/core'
import { formatFiat, formatTransactionAmount } from '@latch/core/internal'
import { activeLocale } from '../i18n/activeLocale.js'
import { localizedDecimal } from './localizedDecimal.js'

// Amounts keep SPEC.md's decimal rules (core floors or rounds them as decimal strings, never
// through floating point); only their separators, and a currency's place, follow the locale in
// use. English takes core's text as it is, without `Intl`: the first number format of a page
// costs some 25 ms.

/**
 * A balance as the modal shows it (core's `formatBalance`: floored to 3 decimals, the symbol
 * after it) in the locale in use.
 *
 * @example
 * balanceText('1.23456', 'ETH') // '1.234 ETH'; in French '1,234 ETH'
 */
export function balanceText(value: string | number | bigint | undefined, symbol?: string): string {
  const locale = activeLocale()
  if (locale === 'en') return formatBalance(value, symbol)
  const amount = localizedDecimal(formatBalance(value), locale)
  return symbol ? `${amount} ${symbol}` : amount
}

/** A decimal amount as it was given (a payment's price) in the locale in use. */
export function amountText(amount: string): string {
  const locale = activeLocale()
  return locale === 'en' ? amount : localizedDecimal(amount, locale)
}

/** A transaction amount (rounded to 3 decimals) in the locale in use; '' when there is none. */
export function transactionAmountText(value: string | number | bigint | undefined): string {
  const amount = formatTransactionAmount(value) ?? ''
  const locale = activeLocale()
  return locale === 'en' || amount === '' ? amount : localizedDecimal(amount, locale)
}

/**
 * A fiat value (floored to 2 decimals) in the locale in use: its separators, and the
 * currency's symbol where the locale puts it.
 *
 * @example
 * fiatText('1234.567') // '$1,234.56'; in German '1.234,56 $'
 */
export function fiatText(value: string | number | bigint | undefined, currency = 'USD'): string {
  const locale = activeLocale()
  const english = formatFiat(value, currency)
  if (locale === 'en') return english
  const negative = english.startsWith('-')
  const number = localizedDecimal(english.replace(/^-?\D*/, '').replaceAll(',', ''), locale, true)
  const { before, after } = currencyPatternOf(locale, currency, negative)
  return `${before}${number}${after}`
}

const currencyPatterns = new Map<string, { before: string; after: string }>()

/** What the locale writes around a `currency` amount (its sign, the currency's symbol). */
function currencyPatternOf(locale: string, currency: string, negative: boolean) {
  const key = `${locale} ${currency} ${negative}`
  let pattern = currencyPatterns.get(key)
  if (!pattern) {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      numberingSystem: 'latn',
    }).formatToParts(negative ? -1 : 1)
    const first = parts.findIndex(({ type }) => type === 'integer')
    const last = parts.findLastIndex(({ type }) => ['integer', 'fraction'].includes(type))
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map(({ value }) => value)
        .join('')
    pattern = { before: text(0, first), after: text(last + 1, parts.length) }
    currencyPatterns.set(key, pattern)
  }
  return pattern
}
