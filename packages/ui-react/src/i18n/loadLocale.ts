import type { Locale } from './locales.js'
import type { LocaleTexts } from './translation.js'

// One chunk per locale, fetched only where it is used: the page's first bytes do not grow with
// the number of locales.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<LocaleTexts>> = {
  es: () => import('./locales/es.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
  ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  vi: () => import('./locales/vi.js'),
  uk: () => import('./locales/uk.js'),
}

/** The texts of `locale`: none for English, the source every `t` falls back to. */
export async function loadLocale(locale: Locale): Promise<LocaleTexts | undefined> {
  if (locale === 'en') return undefined
  const { messages, errors } = await loaders[locale]()
  return { messages, errors }
}
