import { defaultFeatureFlags, defaultRemoteFeatures, type Features } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { accountFeatures } from './accountFeatures.js'

const features: Features = { ...defaultFeatureFlags, ...defaultRemoteFeatures }

describe('accountFeatures', () => {
  it('default: core’s order on eip155 with the default features', () => {
    expect(accountFeatures(features, 'eip155')).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('behavior: each feature only where the spec offers it', () => {
    expect(accountFeatures(features, 'solana')).toEqual(['onramp', 'receive', 'send'])
    // Bitcoin sends (adapter-bitcoin's PSBTs); no onramp or swaps there.
    expect(accountFeatures(features, 'bip122')).toEqual(['receive', 'send'])
    // Polkadot and Cosmos send too (transferKeepAlive, MsgSend).
    expect(accountFeatures(features, 'polkadot')).toEqual(['receive', 'send'])
    expect(accountFeatures(features, 'cosmos')).toEqual(['receive', 'send'])
    expect(accountFeatures(features, undefined)).toEqual(['receive'])
  })

  it('behavior: features the project turned off are left out', () => {
    expect(
      accountFeatures({ ...features, onramp: false, swaps: false, send: false }, 'eip155'),
    ).toEqual(['receive'])
    expect(accountFeatures({ ...features, receive: false }, 'cosmos')).toEqual(['send'])
    expect(accountFeatures({ ...features, receive: false, send: false }, 'bip122')).toEqual([])
  })
})
