import { randomBytes } from 'node:crypto'
import type { WalletConnectSession } from '@latch/core'
import { createMemoryStorage } from '@latch/testkit/wallet'
import { SignClient } from '@walletconnect/sign-client'
import { turnOffVendorServices } from '../vendorServices.js'
import type { BrowserSite } from './browserSite.js'
import { type SiteInBrowser, startSiteInBrowser } from './siteInBrowser.js'

/** An unmodified sign-client in Node, playing the phone wallet. */
export type NodeWallet = Awaited<ReturnType<typeof SignClient.init>>

export type BrowserPairing = {
  browser: SiteInBrowser
  wallet: NodeWallet
  /**
   * Starts the page's connector on the relay, pairs it with the wallet and approves one
   * eip155:1 account with `personal_sign`: the session's topic and what the page received.
   */
  pair(address: string): Promise<{ topic: string; session: WalletConnectSession }>
  close(): Promise<void>
}

type Window = { site: BrowserSite }

/**
 * The site's side of WalletConnect in Chromium (siteInBrowser.ts) and a phone wallet in Node
 * on the same relay, for the browser tests: what each of them sets up alike.
 */
export async function startBrowserPairing(relay: {
  relayUrl: string
  projectId: string
}): Promise<BrowserPairing> {
  const browser = await startSiteInBrowser()
  const wallet = await SignClient.init({
    ...relay,
    storage: createMemoryStorage(),
    customStoragePrefix: `wallet-${randomBytes(6).toString('hex')}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Test Mobile Wallet',
      description: '',
      url: 'https://wallet.test',
      icons: [],
    },
  })
  // The wallet's own Verify lookups happen in Node, outside the page the tests watch.
  turnOffVendorServices(wallet.core)
  return {
    browser,
    wallet,
    async pair(address) {
      const { page } = browser
      await page.evaluate(([url, id]) => (window as unknown as Window).site.start(url, id), [
        relay.relayUrl,
        relay.projectId,
      ] as const)
      const proposed = new Promise<{ id: number }>((resolve) =>
        wallet.once('session_proposal', resolve),
      )
      const uri = await page.evaluate(() =>
        (window as unknown as Window).site.pair({
          eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
        }),
      )
      await wallet.pair({ uri })
      const { id } = await proposed
      const { topic } = await wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:1'],
            methods: ['personal_sign'],
            events: [],
            accounts: [`eip155:1:${address}`],
          },
        },
      })
      const session = await page.evaluate(
        () => (window as unknown as Window).site.approval() as Promise<WalletConnectSession>,
      )
      return { topic, session }
    },
    async close() {
      wallet.core.heartbeat.stop()
      await wallet.core.relayer.transportClose()
      await browser.close()
    },
  }
}
