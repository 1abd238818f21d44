import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createStorage } from './createStorage.js'
import type { Wallet } from './schemas.js'
import { memoryBackend, type StorageBackend } from './storageBackend.js'
import { type StorageItemName, storageItems } from './storageItems.js'

function setup(initial: Record<string, string> = {}) {
  const backend = memoryBackend(initial)
  const warn = vi.fn()
  return { backend, warn, storage: createStorage({ backend, warn }) }
}

const wallet = (id: string): Wallet => ({ id, name: `Wallet ${id}` })

describe('createStorage', () => {
  it('default: values round-trip through the backend as JSON', () => {
    const { storage, backend } = setup()
    storage.set('activeNamespace', 'solana')
    storage.set('connections', {
      eip155: [
        {
          connectorId: 'injected',
          accounts: [{ address: '0xabc', type: 'eoa' }],
          network: 'eip155:1',
        },
      ],
    })
    expect(storage.get('activeNamespace')).toBe('solana')
    expect(storage.get('connections')?.eip155?.[0]?.connectorId).toBe('injected')
    expect(backend.entries.get('@latch/active_namespace')).toBe('"solana"')
  })

  it('behavior: absent values read as undefined without a warning', () => {
    const { storage, warn } = setup()
    expect(storage.get('email')).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  it('behavior: per-namespace items use one key per namespace', () => {
    const { storage, backend } = setup()
    storage.set('connectedConnectorId', 'io.metamask', 'eip155')
    storage.set('connectedConnectorId', 'phantom', 'solana')
    expect(storage.get('connectedConnectorId', 'eip155')).toBe('io.metamask')
    expect(storage.get('connectedConnectorId', 'solana')).toBe('phantom')
    expect(backend.entries.get('@latch/eip155:connected_connector_id')).toBe('"io.metamask"')
    storage.remove('connectedConnectorId', 'eip155')
    expect(storage.get('connectedConnectorId', 'eip155')).toBeUndefined()
    expect(storage.get('connectedConnectorId', 'solana')).toBe('phantom')
  })

  it('behavior: embedded-wallet values carry the embedded-wallet prefix', () => {
    const { storage, backend } = setup()
    storage.set('emailLoginUsed', true)
    storage.set('email', 'visitor@example.com')
    expect([...backend.entries.keys()]).toEqual([
      '@latch-wallet/email_login_used',
      '@latch-wallet/email',
    ])
  })

  it('behavior: smart-account networks are a comma list', () => {
    const { storage, backend } = setup()
    storage.set('smartAccountEnabledNetworks', [1, 10, 8453])
    expect(backend.entries.get('@latch-wallet/smart_account_enabled_networks')).toBe('1,10,8453')
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([1, 10, 8453])
    storage.set('smartAccountEnabledNetworks', [])
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([])
  })

  it('behavior: corrupt values are dropped with a warning, never thrown', () => {
    const { storage, warn, backend } = setup({
      '@latch/connections': '{not json',
      '@latch/active_namespace': '"starknet"',
      '@latch-wallet/smart_account_enabled_networks': '1,x,3',
      '@latch/recent_wallets': '[{"name":"no id"}]',
    })
    expect(storage.get('connections')).toBeUndefined()
    expect(storage.get('activeNamespace')).toBeUndefined()
    expect(storage.get('smartAccountEnabledNetworks')).toBeUndefined()
    expect(storage.get('recentWallets')).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(4)
    expect(warn.mock.calls[0]?.[0]).toBe(
      'dropped a corrupt or foreign value under "@latch/connections"',
    )
    expect(backend.entries.size).toBe(0)
  })

  it('behavior: invalid values are refused on write', () => {
    const { storage, warn, backend } = setup()
    storage.set('activeCaipNetworkId', 'not-caip' as `${string}:${string}`)
    expect(backend.entries.size).toBe(0)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('behavior: a failing backend only warns', () => {
    const failing: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const warn = vi.fn()
    const storage = createStorage({ backend: failing, warn })
    expect(storage.get('email')).toBeUndefined()
    expect(() => storage.set('email', 'a@b.co')).not.toThrow()
    expect(() => storage.remove('email')).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('behavior: any stored text, for any item, reads without throwing', () => {
    const names = Object.keys(storageItems) as StorageItemName[]
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.oneof(fc.string(), fc.json()), (name, text) => {
        const backend = memoryBackend()
        const storage = createStorage({ backend, warn: () => {} })
        const key =
          name === 'connectedConnectorId'
            ? '@latch/eip155:connected_connector_id'
            : storageItems[name].key
        backend.setItem(key, text)
        const read = () =>
          name === 'connectedConnectorId'
            ? storage.get(name, 'eip155')
            : storage.get(name as 'email')
        expect(read).not.toThrow()
        // A value that reads as absent has been removed, so it warns only once.
        const value = read()
        if (value === undefined) expect(backend.getItem(key)).toBeNull()
      }),
    )
  })
})

describe('addRecentWallet', () => {
  it('default: newest first, at most two', () => {
    const { storage } = setup()
    storage.addRecentWallet(wallet('a'))
    storage.addRecentWallet(wallet('b'))
    storage.addRecentWallet(wallet('c'))
    expect(storage.get('recentWallets')?.map(({ id }) => id)).toEqual(['c', 'b'])
  })

  it('behavior: a wallet used again moves to the front, once', () => {
    const { storage } = setup()
    storage.addRecentWallet(wallet('a'))
    storage.addRecentWallet(wallet('b'))
    storage.addRecentWallet(wallet('a'))
    expect(storage.get('recentWallets')?.map(({ id }) => id)).toEqual(['a', 'b'])
  })

  it('behavior: a corrupt list is replaced', () => {
    const { storage } = setup({ '@latch/recent_wallets': '"oops"' })
    storage.addRecentWallet(wallet('a'))
    expect(storage.get('recentWallets')?.map(({ id }) => id)).toEqual(['a'])
  })

  it('behavior: never more than two, each id once, the last added first', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1 }), (ids) => {
        const { storage } = setup()
        for (const id of ids) storage.addRecentWallet(wallet(id))
        const stored = storage.get('recentWallets')?.map(({ id }) => id) ?? []
        expect(stored.length).toBeLessThanOrEqual(2)
        expect(new Set(stored).size).toBe(stored.length)
        expect(stored[0]).toBe(ids.at(-1))
      }),
    )
  })
})
