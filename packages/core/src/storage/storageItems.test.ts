import { describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_STORAGE_PREFIX, STORAGE_PREFIX, storageItems } from './storageItems.js'

describe('storageItems', () => {
  it('default: every persisted value of SPEC.md §3', () => {
    expect(Object.keys(storageItems)).toEqual([
      'recentWallets',
      'activeNamespace',
      'activeCaipNetworkId',
      'connectedConnectorId',
      'connectedSocial',
      'connections',
      'preferredAccountTypes',
      'disconnectedConnectorIds',
      'deepLinkChoice',
      'balanceCache',
      'nameCache',
      'identityCache',
      'emailLoginUsed',
      'email',
      'socialUsername',
      'lastEmailLoginTime',
      'lastUsedChainId',
      'smartAccountEnabledNetworks',
    ])
  })

  it('behavior: keys are unique and prefixed', () => {
    const keys = Object.values(storageItems).map((item) => item.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const [name, item] of Object.entries(storageItems)) {
      if ('perNamespace' in item) continue
      expect(
        item.key.startsWith(STORAGE_PREFIX) || item.key.startsWith(EMBEDDED_WALLET_STORAGE_PREFIX),
        name,
      ).toBe(true)
    }
  })

  it('behavior: the embedded wallet has its own prefix', () => {
    expect(EMBEDDED_WALLET_STORAGE_PREFIX).not.toBe(STORAGE_PREFIX)
    expect(storageItems.email.key.startsWith(EMBEDDED_WALLET_STORAGE_PREFIX)).toBe(true)
    expect(storageItems.emailLoginUsed.key.startsWith(EMBEDDED_WALLET_STORAGE_PREFIX)).toBe(true)
  })
})
