import { randomBytes } from 'node:crypto'
import type { WalletConnectRequestSent } from '@latch/core'
import { createMemoryStorage } from '@latch/testkit/wallet'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import type { BrowserSite } from './testing/browserSite.js'
import { type SiteInBrowser, startSiteInBrowser } from './testing/siteInBrowser.js'
import { turnOffVendorServices } from './vendorServices.js'

// sign-client 2.25, in a browser page that has the focus, opens
// `{href}/wc?requestId=…&sessionTopic=…` at each request from the page's localStorage key
// `WALLETCONNECT_DEEPLINK_CHOICE`, which any script of the page (or another wallet library)
// may have written and nothing checks. With the connector it opens nothing: core opens the
// visitor's checked choice itself, from the request the connector reports sent.

const relayUrl = inject('relayUrl')
const projectId = inject('projectId')
let browser: SiteInBrowser
let wallet: Awaited<ReturnType<typeof SignClient.init>>

beforeAll(async () => {
  browser = await startSiteInBrowser()
  wallet = await SignClient.init({
    projectId,
    relayUrl,
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
  turnOffVendorServices(wallet.core)
})

afterAll(async () => {
  wallet?.core.heartbeat.stop()
  await wallet?.core.relayer.transportClose()
  await browser?.close()
})

type Window = { site: BrowserSite; opened: string[] }

test("default: a request opens nothing of sign-client's own, whatever its storage key says", async () => {
  const { page } = browser
  const address = '0x1111111111111111111111111111111111111111'
  await page.evaluate(() => {
    // What sign-client would follow; and window.open recorded instead of followed.
    localStorage.setItem(
      'WALLETCONNECT_DEEPLINK_CHOICE',
      JSON.stringify({ href: 'https://evil.example.org/', name: 'Evil' }),
    )
    const opened: string[] = []
    Object.assign(window, { opened })
    window.open = (url?: string | URL) => {
      opened.push(String(url))
      return null
    }
  })
  await page.evaluate(([url, id]) => (window as unknown as Window).site.start(url, id), [
    relayUrl,
    projectId,
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
  await page.evaluate(() => (window as unknown as Window).site.approval())
  const received: WalletConnectRequestSent[] = []
  wallet.on('session_request', ({ id: requestId, topic: requestTopic }) => {
    received.push({ id: requestId, topic: requestTopic })
    return wallet.respond({
      topic: requestTopic,
      response: { id: requestId, jsonrpc: '2.0', result: '0xsigned' },
    })
  })

  // The page has the focus: sign-client's own redirect would go ahead but for the switch.
  expect(await page.evaluate(() => document.hasFocus())).toBe(true)
  const answer = await page.evaluate(
    (from) =>
      (window as unknown as Window).site.request({
        chainId: 'eip155:1',
        method: 'personal_sign',
        params: ['0x68656c6c6f', from],
      }),
    address,
  )
  expect(answer).toBe('0xsigned')
  expect(await page.evaluate(() => (window as unknown as Window).opened)).toEqual([])
  // What core opens the visitor's choice with instead.
  expect(await page.evaluate(() => (window as unknown as Window).site.sent())).toEqual(received)
  expect(received).toEqual([{ id: expect.any(Number), topic }])
})
