import { directionOf } from './direction.js'
import type { Locale } from './locales.js'
import type { LocaleTexts } from './translation.js'

// The texts of the locale in use, for every `t` (page, shell and modal): English until a
// provider has loaded another locale's module (`loadLocale`). One page speaks one language:
// the last provider to load a locale sets it for all.

let locale: Locale = 'en'
let rightToLeft = false
let texts: LocaleTexts | undefined

type LocaleAlert = { readonly shortMessage: string; readonly longMessage: string }
const listeners = new Set<() => void>()

/** The text of `key` in the locale in use, else `english`. */
export function localized(key: string, english: string): string {
  return (texts?.messages as Readonly<Record<string, string>> | undefined)?.[key] ?? english
}

/** The locale in use's text for core's English `text` (an error's or a snackbar's), if any. */
export function localizedCatalogueText(text: string): string | undefined {
  return (texts?.errors.texts as Readonly<Record<string, string>> | undefined)?.[text]
}

/**
 * One of core's English catalogue texts (a snackbar's, an error's without values) in the locale
 * in use; any other text as it is (a snackbar the UI raised is in the visitor's language already).
 */
export function catalogueText(text: string): string {
  return localizedCatalogueText(text) ?? text
}

/** The locale in use's texts of the alert `code`, if any. */
export function localizedAlert(code: string): LocaleAlert | undefined {
  return (texts?.errors.alerts as Readonly<Record<string, LocaleAlert>> | undefined)?.[code]
}

/**
 * `values` for a text of the locale in use: in a right-to-left locale each is isolated (between
 * Unicode's first-strong isolate and its end), so that an amount, an address or a name in Latin
 * letters reads left to right inside it ("9799.973 ETH", not "ETH 9799.973"); as they are
 * elsewhere.
 */
export function isolated(
  values: Record<string, string | number> | undefined,
): Record<string, string | number> | undefined {
  if (!values || !rightToLeft) return values
  const isolatedValues: Record<string, string> = {}
  for (const name in values) isolatedValues[name] = `\u2068${values[name]}\u2069`
  return isolatedValues
}

/** The locale in use. */
export function activeLocale(): Locale {
  return locale
}

/** Makes `next` the locale in use, with its texts (none: English); the UI renders again. */
export function setActiveLocale(next: Locale, nextTexts: LocaleTexts | undefined) {
  if (next === locale && nextTexts === texts) return
  locale = next
  rightToLeft = directionOf(next) === 'rtl'
  texts = nextTexts
  for (const listener of listeners) listener()
}

/** Calls `listener` on each change of locale; returns the unsubscribe. */
export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
