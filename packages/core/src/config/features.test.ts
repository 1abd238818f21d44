import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  defaultFeatureFlags,
  defaultRemoteFeatures,
  type RemoteFeaturesResponse,
  remoteFeatureKeys,
  resolveFeatures,
  socialProviders,
  socialsForWebview,
} from './features.js'

describe('defaults', () => {
  it('default: feature flags of SPEC.md §9', () => {
    expect(defaultFeatureFlags).toEqual({
      receive: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
  })

  it('default: remote features of SPEC.md §9', () => {
    expect(defaultRemoteFeatures.email).toBe(true)
    expect(defaultRemoteFeatures.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(defaultRemoteFeatures.activity).toBe(true)
    expect(defaultRemoteFeatures.branding).toBe(true)
    expect(defaultRemoteFeatures.multiWallet).toBe(false)
  })
})

describe('resolveFeatures', () => {
  it('default: defaults when nothing is configured and nothing fetched', () => {
    const { features, ignoredLocal } = resolveFeatures({})
    expect(features).toEqual({ ...defaultFeatureFlags, ...defaultRemoteFeatures })
    expect(ignoredLocal).toEqual([])
  })

  it('behavior: without remote configuration the local settings apply', () => {
    const { features } = resolveFeatures({
      local: {
        email: false,
        socials: ['github'],
        swaps: true,
        onramp: false,
        multiWallet: true,
        send: false,
      },
    })
    expect(features.email).toBe(false)
    expect(features.socials).toEqual(['github'])
    expect(features.swaps).toEqual(defaultRemoteFeatures.swaps)
    expect(features.onramp).toBe(false)
    expect(features.multiWallet).toBe(true)
    expect(features.send).toBe(false)
  })

  it('behavior: once remote configuration loaded, it decides and local settings are reported', () => {
    const { features, ignoredLocal } = resolveFeatures({
      local: { email: false, swaps: false, receive: false },
      remote: {
        email: true,
        socials: ['google'],
        swaps: ['aggregator'],
        activity: false,
        multiWallet: true,
      },
    })
    expect(features.email).toBe(true)
    expect(features.socials).toEqual(['google'])
    expect(features.swaps).toEqual(['aggregator'])
    expect(features.activity).toBe(false)
    expect(features.multiWallet).toBe(true)
    // Missing from the remote configuration: off.
    expect(features.onramp).toBe(false)
    expect(features.branding).toBe(false)
    // Local-only flags are untouched.
    expect(features.receive).toBe(false)
    expect(ignoredLocal).toEqual(['features.email', 'features.swaps'])
  })

  it('behavior: a null remote entry leaves the feature to the local setting', () => {
    const { features, ignoredLocal } = resolveFeatures({
      local: { onramp: ['local-provider'] },
      remote: { onramp: null, email: true },
    })
    expect(features.onramp).toEqual(['local-provider'])
    expect(ignoredLocal).toEqual([])
  })

  it('behavior: empty remote lists turn the feature off', () => {
    expect(resolveFeatures({ remote: { socials: [], swaps: [] } }).features).toMatchObject({
      socials: false,
      swaps: false,
    })
  })

  it('behavior: basic mode disables every remote-controlled feature', () => {
    const { features } = resolveFeatures({
      basic: true,
      local: { email: true },
      remote: { email: true },
    })
    for (const key of remoteFeatureKeys) expect(features[key], key).toBe(false)
    expect(features.send).toBe(true)
  })

  it('behavior: pay turns email and socials off', () => {
    const { features } = resolveFeatures({ local: { pay: true, email: true, socials: true } })
    expect(features.pay).toBe(true)
    expect(features.email).toBe(false)
    expect(features.socials).toBe(false)
  })

  it('parameters: connectMethodsOrder is passed through', () => {
    expect(
      resolveFeatures({ local: { connectMethodsOrder: ['wallet', 'social', 'email'] } }).features
        .connectMethodsOrder,
    ).toEqual(['wallet', 'social', 'email'])
  })

  it('behavior: with remote configuration, every remote key is exactly the remote value or off', () => {
    const list = fc.option(fc.array(fc.constantFrom(...socialProviders), { maxLength: 3 }), {
      nil: undefined,
    })
    const flag = fc.option(fc.boolean(), { nil: undefined })
    fc.assert(
      fc.property(
        fc.record(
          {
            email: flag,
            socials: list,
            swaps: list,
            onramp: list,
            activity: flag,
            branding: flag,
            multiWallet: flag,
          },
          { requiredKeys: [] },
        ),
        fc.record({ email: fc.boolean(), swaps: fc.boolean() }, { requiredKeys: [] }),
        (remote, local) => {
          const { features } = resolveFeatures({ remote: remote as RemoteFeaturesResponse, local })
          for (const key of remoteFeatureKeys) {
            const value = remote[key]
            const expected = Array.isArray(value)
              ? value.length
                ? value
                : false
              : (value ?? false)
            expect(features[key]).toEqual(expected)
          }
        },
      ),
    )
  })
})

describe('socialsForWebview', () => {
  it('default: no webview keeps every provider', () => {
    expect(socialsForWebview(socialProviders, undefined)).toEqual([...socialProviders])
  })

  it('behavior: messaging-app webviews drop the providers of SPEC.md §5', () => {
    expect(socialsForWebview(socialProviders, 'ios')).not.toContain('google')
    expect(socialsForWebview(socialProviders, 'mac')).not.toContain('x')
    const android = socialsForWebview(socialProviders, 'android')
    expect(android).not.toContain('facebook')
    expect(android).not.toContain('x')
    expect(android).toContain('google')
  })
})
