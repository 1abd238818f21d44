import * as coreErrors from '@latch/core/errors'
import { describe, expect, it } from 'vitest'
import { en } from './en.js'
import { loadLocale } from './loadLocale.js'
import { locales } from './locales.js'

/** The `{placeholder}` names of a text, sorted. */
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort()

const englishKeys = Object.keys(en).sort()

// Every text of core's catalogues (SPEC.md §8), read from core itself: a text added there
// without its translations fails here (and in the types of each locale's table).
const catalogueTexts = [
  ...new Set([
    ...Object.entries(coreErrors)
      .filter(([name]) => name.endsWith('ErrorMessages'))
      .flatMap(([, catalogue]) => Object.values(catalogue as Record<string, string>)),
    ...Object.values(coreErrors.snackbars).map(({ message }) => message),
  ]),
].sort()

async function textsOf(locale: (typeof locales)[number]) {
  const texts = await loadLocale(locale)
  if (!texts) throw new Error(`no texts for ${locale}`)
  return {
    messages: texts.messages as Readonly<Record<string, string>>,
    errors: texts.errors.texts as Readonly<Record<string, string>>,
    alerts: texts.errors.alerts as Readonly<
      Record<string, { shortMessage: string; longMessage: string }>
    >,
  }
}

describe.each(locales.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  it('default: every key of the English catalogue, and no other', async () => {
    const { messages } = await textsOf(locale)
    expect(Object.keys(messages).sort()).toEqual(englishKeys)
  })

  it('behavior: each text has the English text’s placeholders, and is not empty', async () => {
    const { messages } = await textsOf(locale)
    for (const [key, english] of Object.entries(en)) {
      expect({ key, placeholders: placeholdersOf(messages[key] ?? '') }).toEqual({
        key,
        placeholders: placeholdersOf(english),
      })
      expect(messages[key]?.trim()).not.toBe('')
    }
  })

  it('behavior: it is translated, not English copied (names and units may stay as they are)', async () => {
    const { messages } = await textsOf(locale)
    const same = Object.entries(en).filter(([key, english]) => messages[key] === english)
    // Brand names (Google, WalletConnect…) and a few technical texts read the same.
    expect(same.length / englishKeys.length).toBeLessThan(0.15)
  })

  it('default: every error and snackbar text of core, and no other, with its placeholders', async () => {
    const { errors } = await textsOf(locale)
    expect(Object.keys(errors).sort()).toEqual(catalogueTexts)
    for (const english of catalogueTexts) {
      expect({ english, placeholders: placeholdersOf(errors[english] ?? '') }).toEqual({
        english,
        placeholders: placeholdersOf(english),
      })
      expect(errors[english]?.trim()).not.toBe('')
    }
    const same = catalogueTexts.filter((english) => errors[english] === english)
    expect(same.length).toBeLessThanOrEqual(5)
  })

  it('default: both texts of every alert of core, with the long text’s placeholders', async () => {
    const { alerts } = await textsOf(locale)
    expect(Object.keys(alerts).sort()).toEqual(Object.keys(coreErrors.alerts).sort())
    for (const [code, english] of Object.entries(coreErrors.alerts)) {
      const translated = alerts[code]
      expect({ code, placeholders: placeholdersOf(translated?.longMessage ?? '') }).toEqual({
        code,
        placeholders: placeholdersOf(english.longMessage),
      })
      expect(translated?.shortMessage.trim()).not.toBe('')
      expect(translated?.shortMessage).not.toBe(english.shortMessage)
    }
  })
})
