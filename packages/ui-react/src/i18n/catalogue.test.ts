import { describe, expect, it } from 'vitest'
import { en } from './en.js'
import { loadLocale } from './loadLocale.js'
import { locales } from './locales.js'

/** The `{placeholder}` names of a text, sorted. */
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort()

const englishKeys = Object.keys(en).sort()

describe.each(locales.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  it('default: every key of the English catalogue, and no other', async () => {
    const texts = (await loadLocale(locale)) ?? {}
    expect(Object.keys(texts).sort()).toEqual(englishKeys)
  })

  it('behavior: each text has the English text’s placeholders, and is not empty', async () => {
    const texts = ((await loadLocale(locale)) ?? {}) as Record<string, string>
    for (const [key, english] of Object.entries(en)) {
      expect({ key, placeholders: placeholdersOf(texts[key] ?? '') }).toEqual({
        key,
        placeholders: placeholdersOf(english),
      })
      expect(texts[key]?.trim()).not.toBe('')
    }
  })

  it('behavior: it is translated, not English copied (names and units may stay as they are)', async () => {
    const texts = ((await loadLocale(locale)) ?? {}) as Record<string, string>
    const same = Object.entries(en).filter(([key, english]) => texts[key] === english)
    // Brand names (Google, WalletConnect…) and a few technical texts read the same.
    expect(same.length / englishKeys.length).toBeLessThan(0.15)
  })
})
