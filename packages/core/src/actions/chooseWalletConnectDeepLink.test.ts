import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { storageItems } from '../storage/storageItems.js'
import { chooseWalletConnectDeepLink } from './chooseWalletConnectDeepLink.js'

const key = storageItems.deepLinkChoice.key

function setUp() {
  const backend = memoryBackend()
  const latch = createLatch({ networks: [mainnet], storage: backend })
  const stored = () => {
    const text = backend.entries.get(key)
    return text === undefined ? undefined : JSON.parse(text)
  }
  return { latch, stored }
}

describe('chooseWalletConnectDeepLink', () => {
  it("default: stores the link's base and the wallet's name", () => {
    const { latch, stored } = setUp()
    expect(chooseWalletConnectDeepLink(latch, { link: 'metamask:', name: 'MetaMask' })).toEqual({
      href: 'metamask://',
      name: 'MetaMask',
    })
    expect(stored()).toEqual({ href: 'metamask://', name: 'MetaMask' })
    latch.destroy()
  })

  it('behavior: a universal link is kept as a page ending in /', () => {
    const { latch, stored } = setUp()
    chooseWalletConnectDeepLink(latch, { link: 'https://link.example.org', name: 'Trust' })
    expect(stored()).toEqual({ href: 'https://link.example.org/', name: 'Trust' })
    latch.destroy()
  })

  it('behavior: another wallet replaces the choice', () => {
    const { latch, stored } = setUp()
    chooseWalletConnectDeepLink(latch, { link: 'metamask://', name: 'MetaMask' })
    chooseWalletConnectDeepLink(latch, { link: 'rainbow:', name: 'Rainbow' })
    expect(stored()).toEqual({ href: 'rainbow://', name: 'Rainbow' })
    latch.destroy()
  })

  it('behavior: a link that fails the deep-link check is not kept, and the earlier choice goes', () => {
    const { latch, stored } = setUp()
    chooseWalletConnectDeepLink(latch, { link: 'metamask://', name: 'MetaMask' })
    for (const link of ['javascript:alert(1)//', 'ms-msdt:/id PCWDiagnostic', null]) {
      expect(chooseWalletConnectDeepLink(latch, { link, name: 'Evil' })).toBeUndefined()
      expect(stored()).toBeUndefined()
    }
    latch.destroy()
  })
})
