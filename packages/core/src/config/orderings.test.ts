import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  connectorTypes,
  defaultConnectMethodOrder,
  defaultConnectorTypeOrder,
  getConnectMethodOrder,
  getConnectorTypeOrder,
} from './orderings.js'
import { defaultWalletFeatureOrder } from './walletFeatures.js'

describe('default orderings', () => {
  it('default: SPEC.md §2', () => {
    expect(defaultConnectMethodOrder).toEqual(['email', 'social', 'wallet'])
    expect(defaultWalletFeatureOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(defaultConnectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })
})

describe('getConnectMethodOrder', () => {
  it('default: email, social, wallet', () => {
    expect(getConnectMethodOrder({ hasVisibleWallets: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it('behavior: wallets first when an injected or announced wallet is visible', () => {
    expect(getConnectMethodOrder({ hasVisibleWallets: true })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('parameters: the site owner order wins', () => {
    expect(
      getConnectMethodOrder({ order: ['social', 'wallet', 'email'], hasVisibleWallets: true }),
    ).toEqual(['social', 'wallet', 'email'])
  })

  it('parameters: wallets behind a button come after the logins, whichever order applied', () => {
    expect(getConnectMethodOrder({ hasVisibleWallets: true, walletsBehindButton: true })).toEqual([
      'email',
      'social',
      'wallet',
    ])
    expect(
      getConnectMethodOrder({
        order: ['wallet', 'social'],
        hasVisibleWallets: false,
        walletsBehindButton: true,
      }),
    ).toEqual(['social', 'wallet'])
  })
})

describe('getConnectorTypeOrder', () => {
  it('default: the default order, present groups only', () => {
    expect(
      getConnectorTypeOrder({ present: ['recommended', 'injected', 'walletConnect'] }),
    ).toEqual(['walletConnect', 'injected', 'recommended'])
  })

  it('parameters: preferred groups first', () => {
    expect(
      getConnectorTypeOrder({
        present: ['recent', 'injected', 'featured'],
        preferred: ['featured', 'custom'],
      }),
    ).toEqual(['featured', 'recent', 'injected'])
  })

  it('behavior: a permutation of the present groups, each once', () => {
    const type = fc.constantFrom(...connectorTypes)
    fc.assert(
      fc.property(fc.uniqueArray(type), fc.array(type), (present, preferred) => {
        const order = getConnectorTypeOrder({ present, preferred })
        expect([...order].sort()).toEqual([...present].sort())
        const firstPreferred = preferred.filter((group) => present.includes(group))
        expect(order.slice(0, new Set(firstPreferred).size)).toEqual([...new Set(firstPreferred)])
      }),
    )
  })
})
