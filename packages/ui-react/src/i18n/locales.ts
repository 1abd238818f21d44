/** The languages Latch's UI speaks; English is the source of every other. */
export const locales = [
  'en',
  'es',
  'pt-BR',
  'fr',
  'de',
  'it',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'ru',
  'tr',
  'ar',
  'he',
  'hi',
  'id',
  'vi',
  'uk',
] as const

export type Locale = (typeof locales)[number]

// Older tags some browsers still send, by today's.
const renamed: Readonly<Record<string, string>> = { iw: 'he', in: 'id', ji: 'yi' }

/** The supported locale of one BCP 47 tag, if any: by its language, script and region. */
function localeOf(tag: string): Locale | undefined {
  let parsed: Intl.Locale
  try {
    parsed = new Intl.Locale(tag)
  } catch {
    return undefined
  }
  const language = renamed[parsed.language] ?? parsed.language
  if (language === 'zh') {
    // Traditional characters: by script, else by the regions that write them.
    const traditional =
      parsed.script === 'Hant' ||
      (parsed.script === undefined && ['TW', 'HK', 'MO'].includes(parsed.region ?? ''))
    return traditional ? 'zh-TW' : 'zh-CN'
  }
  if (language === 'pt') return 'pt-BR'
  return locales.find((locale) => locale === language)
}

/**
 * The supported locale that best serves a visitor who reads `requested` (BCP 47 tags, the
 * most preferred first, as `navigator.languages` lists them): the first that Latch speaks, by
 * its language (`es-MX` is `es`; Chinese by script or region); English when none is.
 *
 * @example
 * matchLocale(['fr-CA', 'en']) // 'fr'
 * matchLocale(['zh-HK']) // 'zh-TW'
 */
export function matchLocale(requested: readonly string[]): Locale {
  for (const tag of requested) {
    const locale = localeOf(tag)
    if (locale) return locale
  }
  return 'en'
}
