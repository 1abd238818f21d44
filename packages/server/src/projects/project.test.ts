import { defaultRemoteFeatures } from '@latch/core/constants'
import { describe, expect, test } from 'vitest'
import { toFeatureEntries } from './featureEntries.js'
import { demoProject, parseProject } from './project.js'

describe('parseProject', () => {
  test('default: SPEC.md §9 features, no origins, analytics on', () => {
    expect(parseProject({ id: 'shop' })).toEqual({
      id: 'shop',
      name: 'shop',
      allowedOrigins: [],
      features: defaultRemoteFeatures,
      analyticsEnabled: true,
    })
  })

  test('parameters: features given in part', () => {
    const { features } = parseProject({
      id: 'shop',
      features: {
        socials: ['github'],
        swaps: true,
        onramp: false,
        email: false,
        multiWallet: true,
      },
    })
    expect(features).toEqual({
      ...defaultRemoteFeatures,
      socials: ['github'],
      onramp: false,
      email: false,
      multiWallet: true,
    })
    expect(parseProject({ id: 'p', features: { socials: [] } }).features.socials).toBe(false)
  })

  test('behavior: bad input is refused, naming the field', () => {
    expect(() => parseProject({ id: 'no spaces' })).toThrow(/id/)
    expect(() => parseProject({ id: 'p', allowedOrigins: ['https://a.com/path'] })).toThrow(
      /origin pattern/,
    )
    expect(() => parseProject({ id: 'p', features: { socials: ['myspace'] } })).toThrow()
    expect(() => parseProject({ id: 'p', features: { unknown: true } })).toThrow()
  })
})

describe('demoProject', () => {
  test('default: local pages on any port, default features with multi-wallet on', () => {
    expect(demoProject.allowedOrigins).toEqual([
      'http://localhost:*',
      'https://localhost:*',
      'http://127.0.0.1:*',
      'https://127.0.0.1:*',
    ])
    expect(demoProject.features).toEqual({ ...defaultRemoteFeatures, multiWallet: true })
  })
})

describe('toFeatureEntries', () => {
  test('default: all seven features, lists in config only when enabled', () => {
    const entries = toFeatureEntries({ ...defaultRemoteFeatures, swaps: false, email: false })
    expect(entries.map((entry) => entry.id)).toEqual([
      'email',
      'socials',
      'swaps',
      'onramp',
      'activity',
      'branding',
      'multiWallet',
    ])
    expect(entries[0]).toEqual({ id: 'email', isEnabled: false, config: null })
    expect(entries[2]).toEqual({ id: 'swaps', isEnabled: false, config: null })
    expect(entries[3]).toEqual({
      id: 'onramp',
      isEnabled: true,
      config: defaultRemoteFeatures.onramp,
    })
  })
})
