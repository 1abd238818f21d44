import { afterEach, describe, expect, it, vi } from 'vitest'
import { getWalletRegistry } from '../actions/getWalletRegistry.js'
import { mainnet } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { startRoutedFixture } from '../testing/httpFixture.js'
import { createLatch } from './createLatch.js'
import type { LatchConfig } from './latchConfig.js'

// SPEC.md §5 through the client: what the page's user agent says decides the socials offered
// inside a messaging app's webview and the wallets a phone lists.

const telegram = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram/10.9',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Telegram-Mac/10.9',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.9',
}
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

function latchOn(userAgent: string, config: Partial<LatchConfig> = {}) {
  vi.stubGlobal('navigator', { userAgent })
  return createLatch({ networks: [mainnet], storage: memoryBackend(), ...config })
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a restricted time zone (SPEC.md §9)', () => {
  const inTimeZone = (timeZone: string) => {
    const resolved = Intl.DateTimeFormat().resolvedOptions()
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...resolved,
      timeZone,
    })
  }

  it('behavior: there, neither the onramp nor swaps are offered; elsewhere both are', async () => {
    const local = { features: { onramp: ['aggregator'], swaps: ['aggregator'] } } as const
    inTimeZone('Asia/Shanghai')
    const restricted = latchOn(iphoneSafari, local)
    expect(restricted.getState().features).toMatchObject({ onramp: false, swaps: false })
    restricted.destroy()
    inTimeZone('Europe/Paris')
    const open = latchOn(iphoneSafari, local)
    expect(open.getState().features).toMatchObject({
      onramp: ['aggregator'],
      swaps: ['aggregator'],
    })
    open.destroy()
  })
})

describe('socials in a messaging app webview', () => {
  it('behavior: iOS loses google, Mac loses x, Android loses facebook and x', async () => {
    const socialsOn = async (userAgent: string) => {
      const latch = latchOn(userAgent)
      await latch.ready
      const { socials } = latch.getState().features
      latch.destroy()
      return socials || []
    }
    const ios = await socialsOn(telegram.ios)
    expect(ios).not.toContain('google')
    expect(ios).toContain('x')
    const mac = await socialsOn(telegram.mac)
    expect(mac).not.toContain('x')
    expect(mac).toContain('google')
    const android = await socialsOn(telegram.android)
    expect(android).not.toContain('facebook')
    expect(android).not.toContain('x')
    expect(android).toContain('google')
    // The same phone's browser offers them all.
    expect(await socialsOn(iphoneSafari)).toEqual(expect.arrayContaining(['google', 'x']))
  })

  it('behavior: the remote socials are filtered too, and none left means no social login', async () => {
    const fixture = await startRoutedFixture({
      '/appkit/v1/config': {
        body: { features: [{ id: 'socials', isEnabled: true, config: ['google'] }] },
      },
    })
    const latch = latchOn(telegram.ios, { projectId: 'demo', services: { configUrl: fixture.url } })
    await latch.ready
    expect(latch.getState().features.socials).toBe(false)
    latch.destroy()
  })
})

describe("a phone's wallet list", () => {
  const listing = {
    '/appkit/v1/config': { body: { features: [] } },
    '/getWallets': {
      body: {
        count: 4,
        data: [
          { id: 'metamask', name: 'MetaMask', mobile_link: 'metamask://' },
          { id: 'frame', name: 'Frame' },
          { id: 'coinbase', name: 'Coinbase Wallet' },
          { id: 'phantom', name: 'Phantom' },
        ],
      },
    },
  }
  const listed = async (userAgent: string, config: Partial<LatchConfig> = {}) => {
    const fixture = await startRoutedFixture(listing)
    const latch = latchOn(userAgent, {
      projectId: 'demo',
      services: { configUrl: fixture.url },
      ...config,
    })
    const page = await getWalletRegistry(latch)?.page(1)
    latch.destroy()
    return page?.wallets.map(({ id }) => id)
  }

  it('behavior: a phone keeps the wallets with a mobile link and the exchange-operated one', async () => {
    expect(await listed(iphoneSafari)).toEqual(['metamask', 'coinbase'])
  })

  it('behavior: on solana, the solana wallets too', async () => {
    expect(await listed(iphoneSafari, { networks: [solana] })).toEqual([
      'metamask',
      'coinbase',
      'phantom',
    ])
  })

  it("parameters: the site's isMobile: false lists every wallet", async () => {
    expect(await listed(iphoneSafari, { isMobile: false })).toEqual([
      'metamask',
      'frame',
      'coinbase',
      'phantom',
    ])
  })
})
