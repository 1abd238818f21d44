import { describe, expect, it } from 'vitest'
import { directionOf } from './direction.js'
import { locales, matchLocale } from './locales.js'

describe('matchLocale', () => {
  it.each([
    [['ja'], 'ja'],
    [['fr-CA', 'en'], 'fr'],
    [['es-MX'], 'es'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-SG'], 'zh-CN'],
    [['zh-HK'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['iw-IL'], 'he'],
    [['in'], 'id'],
    [['nl', 'de-AT'], 'de'],
    [['nl', 'sv'], 'en'],
    [['not a tag', 'ko-KR'], 'ko'],
    [[], 'en'],
  ])('parameters: %j is served in %s', (requested, locale) => {
    expect(matchLocale(requested)).toBe(locale)
  })

  it('default: every locale Latch speaks matches itself', () => {
    for (const locale of locales) expect(matchLocale([locale])).toBe(locale)
  })
})

describe('directionOf', () => {
  it('behavior: Arabic and Hebrew run right to left, the others left to right', () => {
    expect(locales.filter((locale) => directionOf(locale) === 'rtl')).toEqual(['ar', 'he'])
  })
})
