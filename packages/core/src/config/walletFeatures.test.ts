import { describe, expect, it } from 'vitest'
import type { ChainAdapterCapabilities } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { defaultFeatureFlags, defaultRemoteFeatures, type Features } from './features.js'
import { type NamespaceCapabilities, offeredWalletFeatures, offersNames } from './walletFeatures.js'

const sends = { sendNative: true } as ChainAdapterCapabilities
const every: NamespaceCapabilities = {
  eip155: sends,
  solana: sends,
  bip122: sends,
  polkadot: sends,
  cosmos: sends,
}
const accountFeatures = (features: Features, namespace: ChainNamespace | undefined) =>
  offeredWalletFeatures(features, namespace, every)

const features: Features = { ...defaultFeatureFlags, ...defaultRemoteFeatures }

describe('offeredWalletFeatures', () => {
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

  it('behavior: send only where the namespace adapter can send', () => {
    const cannot = { ...every, cosmos: { sendNative: false } as ChainAdapterCapabilities }
    expect(offeredWalletFeatures(features, 'cosmos', cannot)).toEqual(['receive'])
    expect(offeredWalletFeatures(features, 'solana', {})).toEqual(['onramp', 'receive'])
  })

  it('behavior: names on eip155 only', () => {
    expect(offersNames('eip155')).toBe(true)
    expect(offersNames('solana')).toBe(false)
    expect(offersNames(undefined)).toBe(false)
  })
})
