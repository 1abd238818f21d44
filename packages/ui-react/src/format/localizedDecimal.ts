import { activeLocale } from '../i18n/activeLocale.js'
import { formatCount } from './formatCount.js'

// Numbers with the separators of the locale in use. Digits stay Latin, as wallets write them in
// every language. Apart from the amounts (`localeAmounts.ts`): the Connect view's count of
// wallets needs this alone, and comes with the page's first bytes.

type Separators = { group: string; decimal: string }

const separatorsByLocale = new Map<string, Separators>()

function separatorsOf(locale: string): Separators {
  let separators = separatorsByLocale.get(locale)
  if (!separators) {
    const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(1234.5)
    separators = {
      group: parts.find(({ type }) => type === 'group')?.value ?? ',',
      decimal: parts.find(({ type }) => type === 'decimal')?.value ?? '.',
    }
    separatorsByLocale.set(locale, separators)
  }
  return separators
}

/**
 * A decimal string (`-1234.567`) with the locale's separators; thousands grouped when
 * `grouped`.
 *
 * @example
 * localizedDecimal('1234.5', 'de', true) // '1.234,5'
 */
export function localizedDecimal(text: string, locale: string, grouped = false): string {
  const { group, decimal } = separatorsOf(locale)
  const [whole = '', fraction] = text.split('.')
  const digits = grouped ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole
  return fraction === undefined ? digits : `${digits}${decimal}${fraction}`
}

/** A whole number in the locale in use, thousands grouped. */
export function countText(count: number): string {
  const locale = activeLocale()
  return locale === 'en'
    ? formatCount(count)
    : localizedDecimal(String(Math.trunc(count)), locale, true)
}
