import { describe, expect, it, vi } from 'vitest'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { storageItems } from '../storage/storageItems.js'
import {
  type DeepLinkWindow,
  openWalletForRequest,
  walletRequestLink,
} from './walletRequestDeepLink.js'

const topic = 'a'.repeat(64)
const key = storageItems.deepLinkChoice.key

/** Storage holding `stored` as the raw text of the choice (as any script of the page may). */
function setUp(stored?: string, focused = true) {
  const backend = memoryBackend(stored === undefined ? {} : { [key]: stored })
  const storage = createStorage({ backend, warn: () => {} })
  const window: DeepLinkWindow = { hasFocus: () => focused, open: vi.fn() }
  return { backend, storage, window }
}

describe('walletRequestLink', () => {
  it("default: the choice's base, then wc?requestId and sessionTopic, as sign-client builds it", () => {
    expect(walletRequestLink({ href: 'metamask://', name: 'MetaMask' }, { id: 7, topic })).toBe(
      `metamask://wc?requestId=7&sessionTopic=${topic}`,
    )
    expect(
      walletRequestLink({ href: 'https://link.example.org/', name: 'Trust' }, { id: 7, topic }),
    ).toBe(`https://link.example.org/wc?requestId=7&sessionTopic=${topic}`)
  })

  it('behavior: a base written in another form is normalised as the pairing link was', () => {
    expect(walletRequestLink({ href: 'trust:', name: 'Trust' }, { id: 1, topic: 'ab' })).toBe(
      'trust://wc?requestId=1&sessionTopic=ab',
    )
    expect(
      walletRequestLink(
        { href: 'https://link.example.org', name: 'Trust' },
        { id: 1, topic: 'ab' },
      ),
    ).toBe('https://link.example.org/wc?requestId=1&sessionTopic=ab')
  })
})

describe('openWalletForRequest', () => {
  it('default: the chosen app opens in place at the request', () => {
    const { storage, window } = setUp(JSON.stringify({ href: 'metamask://', name: 'MetaMask' }))
    expect(openWalletForRequest({ storage, window }, { id: 42, topic })).toBe(
      `metamask://wc?requestId=42&sessionTopic=${topic}`,
    )
    expect(window.open).toHaveBeenCalledTimes(1)
    expect(window.open).toHaveBeenCalledWith(
      `metamask://wc?requestId=42&sessionTopic=${topic}`,
      '_self',
    )
  })

  it('behavior: a universal link (https) opens in a new tab', () => {
    const { storage, window } = setUp(
      JSON.stringify({ href: 'https://link.example.org/', name: 'Trust' }),
    )
    openWalletForRequest({ storage, window }, { id: 1, topic })
    expect(window.open).toHaveBeenCalledWith(
      `https://link.example.org/wc?requestId=1&sessionTopic=${topic}`,
      '_blank',
    )
  })

  it('behavior: no choice stored → nothing opens', () => {
    const { storage, window } = setUp()
    expect(openWalletForRequest({ storage, window }, { id: 1, topic })).toBeUndefined()
    expect(window.open).not.toHaveBeenCalled()
  })

  it('behavior: a stored href that fails the deep-link check opens nothing and is dropped', () => {
    for (const href of [
      'javascript:alert(document.domain)//',
      'ms-msdt:/id PCWDiagnostic /skip force',
      'search-ms:query=x',
      'data:text/html,<script>alert(1)</script>',
      'http://example.org/',
      'metamask://"><img>',
    ]) {
      const { backend, storage, window } = setUp(JSON.stringify({ href, name: 'MetaMask' }))
      expect(openWalletForRequest({ storage, window }, { id: 1, topic })).toBeUndefined()
      expect(window.open).not.toHaveBeenCalled()
      expect(backend.entries.has(key)).toBe(false)
    }
  })

  it('behavior: a corrupt or foreign stored value opens nothing', () => {
    for (const stored of ['{', '"metamask://"', JSON.stringify({ href: 1, name: 'x' })]) {
      const { storage, window } = setUp(stored)
      expect(openWalletForRequest({ storage, window }, { id: 1, topic })).toBeUndefined()
      expect(window.open).not.toHaveBeenCalled()
    }
  })

  it('behavior: a page without the focus opens nothing (the visitor is elsewhere)', () => {
    const { storage, window } = setUp(
      JSON.stringify({ href: 'metamask://', name: 'MetaMask' }),
      false,
    )
    expect(openWalletForRequest({ storage, window }, { id: 1, topic })).toBeUndefined()
    expect(window.open).not.toHaveBeenCalled()
  })

  it('behavior: outside a browser (no window given, none global) nothing opens', () => {
    const { storage } = setUp(JSON.stringify({ href: 'metamask://', name: 'MetaMask' }))
    expect(openWalletForRequest({ storage }, { id: 1, topic })).toBeUndefined()
  })
})
