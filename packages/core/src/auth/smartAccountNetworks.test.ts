import { describe, expect, it } from 'vitest'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { smartAccountsEnabledOn } from './smartAccountNetworks.js'

describe('smartAccountsEnabledOn', () => {
  it('behavior: the stored list is read back by the next page (a reload, before the frame answers)', () => {
    const backend = memoryBackend()
    createStorage({ backend, warn: () => {} }).set('smartAccountEnabledNetworks', [1, 8453])
    const reloaded = createStorage({ backend, warn: () => {} })
    expect(smartAccountsEnabledOn(reloaded, 'eip155:1')).toBe(true)
    expect(smartAccountsEnabledOn(reloaded, 'eip155:8453')).toBe(true)
    expect(smartAccountsEnabledOn(reloaded, 'eip155:10')).toBe(false)
  })

  it('behavior: no stored list, or another namespace, offers none', () => {
    const storage = createStorage({ backend: memoryBackend(), warn: () => {} })
    expect(smartAccountsEnabledOn(storage, 'eip155:1')).toBe(false)
    storage.set('smartAccountEnabledNetworks', [1])
    expect(smartAccountsEnabledOn(storage, 'solana:1')).toBe(false)
  })
})
