import { loadLocale } from './loadLocale.js'
import { type Locale, matchLocale } from './locales.js'
import type { LocaleTexts } from './translation.js'

/**
 * The locale nearest `requested` (BCP 47 tags, the most preferred first) and its texts (none
 * for English). A chunk of its own, with the list of locales and their loaders: a visitor
 * who reads English first never fetches it.
 */
export async function chooseLocale(
  requested: readonly string[],
): Promise<{ locale: Locale; texts: LocaleTexts | undefined }> {
  const locale = matchLocale(requested)
  return { locale, texts: await loadLocale(locale) }
}
