import { directionOf } from './direction.js'
import type { Locale } from './locales.js'

// The texts of the locale in use, for every `t` (page, shell and modal): English until a
// provider has loaded another locale's module (`loadLocale`). One page speaks one language:
// the last provider to load a locale sets it for all.

let locale: Locale = 'en'
let rightToLeft = false
let messages: Readonly<Record<string, string>> | undefined
const listeners = new Set<() => void>()

/** The text of `key` in the locale in use, else `english`. */
export function localized(key: string, english: string): string {
  return messages?.[key] ?? english
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
export function setActiveLocale(next: Locale, texts: Readonly<Record<string, string>> | undefined) {
  if (next === locale && texts === messages) return
  locale = next
  rightToLeft = directionOf(next) === 'rtl'
  messages = texts
  for (const listener of listeners) listener()
}

/** Calls `listener` on each change of locale; returns the unsubscribe. */
export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
