// Test-only (excluded from the build): the UI speaking a locale, as a provider makes it.
import { setActiveLocale } from '../i18n/activeLocale.js'
import type { ErrorTranslation } from '../i18n/errorTranslation.js'
import { loadLocale } from '../i18n/loadLocale.js'
import type { Locale } from '../i18n/locales.js'

/** Loads `locale`'s texts and makes it the locale in use; resolves with its texts of core's. */
export async function speakLocale(locale: Exclude<Locale, 'en'>): Promise<ErrorTranslation> {
  const texts = await loadLocale(locale)
  if (!texts) throw new Error(`no texts for ${locale}`)
  setActiveLocale(locale, texts)
  return texts.errors
}
