import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { storageItems } from '../storage/storageItems.js'
import { chooseWalletConnectDeepLink } from './chooseWalletConnectDeepLink.js'
import { forgetWalletConnectDeepLink } from './forgetWalletConnectDeepLink.js'

describe('forgetWalletConnectDeepLink', () => {
  it('default: the stored choice is removed', () => {
    const backend = memoryBackend()
    const latch = createLatch({ networks: [mainnet], storage: backend })
    chooseWalletConnectDeepLink(latch, { link: 'metamask://', name: 'MetaMask' })
    expect(backend.entries.has(storageItems.deepLinkChoice.key)).toBe(true)
    forgetWalletConnectDeepLink(latch)
    expect(backend.entries.has(storageItems.deepLinkChoice.key)).toBe(false)
    latch.destroy()
  })
})
