import { defaultFeatureFlags, MODAL_Z_INDEX } from '@latch/core/constants'
import { resolveFeatures } from '@latch/core/internal'
import { themeToCssVariables } from '@latch/ui-react'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ACCENT,
  defaultDemoOptions,
  demoFeatures,
  featuresOption,
  isRemoteFeature,
  parseDemoOptions,
  themeVariables,
} from './demoOptions.js'

describe('defaultDemoOptions', () => {
  it('default: every feature of SPEC §6 with the value core resolves without options', () => {
    const { features } = resolveFeatures({})
    for (const feature of demoFeatures) {
      expect([feature, defaultDemoOptions.features[feature]]).toEqual([
        feature,
        features[feature] !== false,
      ])
    }
    // SPEC §6's fourteen flags, `emailShowWallets` (§9) and the remote `branding` feature.
    expect(demoFeatures).toHaveLength(16)
  })

  it('default: the theme is the modal’s own', () => {
    expect(DEFAULT_ACCENT).toBe(themeToCssVariables('dark')['--latch-accent'])
    expect(defaultDemoOptions.theme).toMatchObject({ mode: 'system', zIndex: MODAL_Z_INDEX })
  })

  it('behavior: the remote-controlled features are the ones SPEC §6 names', () => {
    expect(demoFeatures.filter(isRemoteFeature)).toEqual([
      'swaps',
      'onramp',
      'activity',
      'email',
      'socials',
      'multiWallet',
      'branding',
    ])
  })
})

describe('parseDemoOptions', () => {
  it('behavior: valid options come back as they were stored', () => {
    const options = {
      features: { ...defaultDemoOptions.features, pay: true, email: false },
      theme: { mode: 'light', accent: '#ff0066', fontSizePx: 14, radiusPx: 0, zIndex: 5000 },
      namespaces: [],
      embedded: true,
      mobile: true,
      siwx: 'required',
      inspect: true,
      customWallets: true,
      evmAccountType: 'eoa',
      language: 'ar',
    }
    expect(parseDemoOptions(JSON.parse(JSON.stringify(options)))).toEqual(options)
  })

  it.each([
    ['null', null],
    ['a string', 'dark'],
    ['an array', [1, 2]],
    ['an empty object', {}],
  ])('behavior: %s gives the defaults', (_, value) => {
    expect(parseDemoOptions(value)).toEqual(defaultDemoOptions)
  })

  it('behavior: each invalid value falls back to its own default, the valid ones stay', () => {
    const parsed = parseDemoOptions({
      features: { send: 'no', pay: true, unknown: true },
      theme: { mode: 'purple', accent: 'red; background: url(x)', fontSizePx: 12.5, radiusPx: 8 },
      namespaces: ['eip155', 'eip155', 'dogecoin', 7],
      embedded: 'yes',
      mobile: 1,
      siwx: 'always',
      inspect: 'on',
      language: 'klingon',
    })
    expect(parsed.features.send).toBe(defaultFeatureFlags.send)
    expect(parsed.features.pay).toBe(true)
    expect(parsed.features).not.toHaveProperty('unknown')
    expect(parsed.theme).toEqual({ ...defaultDemoOptions.theme, radiusPx: 8 })
    expect(parsed.namespaces).toEqual(['eip155'])
    expect(parsed.embedded).toBe(false)
    expect(parsed.mobile).toBe(false)
    expect(parsed.siwx).toBe('off')
    expect(parsed.inspect).toBe(false)
    expect(parsed.language).toBe('browser')
  })

  it('behavior: numbers outside the offered bounds fall back', () => {
    const { theme } = parseDemoOptions({
      theme: { fontSizePx: 200, radiusPx: -1, zIndex: 2 ** 40 },
    })
    expect(theme).toEqual(defaultDemoOptions.theme)
  })
})

describe('featuresOption', () => {
  it('default: the defaults give an empty option, so no remote override is reported', () => {
    expect(featuresOption(defaultDemoOptions.features)).toEqual({})
  })

  it('behavior: only the changed features are passed, and core applies them', () => {
    const option = featuresOption({ ...defaultDemoOptions.features, send: false, socials: false })
    expect(option).toEqual({ send: false, socials: false })
    const { features } = resolveFeatures({ local: option })
    expect(features.send).toBe(false)
    expect(features.socials).toBe(false)
  })
})

describe('themeVariables', () => {
  it('behavior: pixel values become CSS lengths', () => {
    expect(
      themeVariables({ mode: 'dark', accent: '#00ff00', fontSizePx: 12, radiusPx: 6, zIndex: 10 }),
    ).toEqual({
      accent: '#00ff00',
      fontSizeMaster: '12px',
      borderRadiusMaster: '6px',
      zIndex: 10,
    })
  })
})
