import { useEffect, useSyncExternalStore } from 'react'
import { activeLocale, setActiveLocale, subscribeToLocale } from './i18n/activeLocale.js'
import type { Locale } from './i18n/locales.js'

/**
 * The locale the UI speaks: the one nearest `requested` (else the browser's languages), once
 * its texts have loaded; English meanwhile, and where they fail to load. Rendered on the
 * server, English: the browser's languages are read after hydration.
 */
export function useLocale(requested: string | undefined): Locale {
  useEffect(() => {
    // The visitor's languages, the most preferred first (none outside a browser).
    const wanted = requested
      ? [requested]
      : typeof navigator === 'undefined'
        ? []
        : navigator.languages || [navigator.language]
    // English first: nothing to load, the UI is in it already.
    if (/^en(-|$)/i.test(wanted[0] ?? 'en')) {
      setActiveLocale('en', undefined)
      return
    }
    let current = true
    import('./i18n/chooseLocale.js')
      .then(({ chooseLocale }) => chooseLocale(wanted))
      .then(({ locale, texts }) => {
        if (current) setActiveLocale(locale, texts)
      })
      // A locale whose chunk cannot load: the UI stays in English rather than failing.
      .catch(() => {
        if (current) setActiveLocale('en', undefined)
      })
    return () => {
      current = false
    }
  }, [requested])
  return useSyncExternalStore(subscribeToLocale, activeLocale, () => 'en' as const)
}
