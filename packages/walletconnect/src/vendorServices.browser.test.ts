import { randomBytes } from 'node:crypto'
import type { WalletConnectSession } from '@latch/core'
import { createMemoryStorage } from '@latch/testkit/wallet'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import type { BrowserSite } from './testing/browserSite.js'
import { type SiteInBrowser, startSiteInBrowser } from './testing/siteInBrowser.js'
import { turnOffVendorServices } from './vendorServices.js'

// The site's side in Chromium, where sign-client 2.25 would load an iframe of
// verify.walletconnect.org for every proposal and request: with the connector, the page asks
// no host but its own and the relay's (every other request is recorded and refused). The
// wallet is an unmodified sign-client in Node.

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
  // The wallet's own Verify lookups happen in Node, outside the page this test watches.
  turnOffVendorServices(wallet.core)
})

afterAll(async () => {
  wallet?.core.heartbeat.stop()
  await wallet?.core.relayer.transportClose()
  await browser?.close()
})

type Window = { site: BrowserSite }

test('default: pairing, approval and a request in a browser reach the relay and no other host', async () => {
  const { page } = browser
  const address = '0x1111111111111111111111111111111111111111'
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
  await wallet.approve({
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
  expect(session.accounts.eip155).toEqual([`eip155:1:${address}`])

  wallet.on('session_request', ({ id: requestId, topic }) =>
    wallet.respond({ topic, response: { id: requestId, jsonrpc: '2.0', result: '0xsigned' } }),
  )
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

  expect(browser.sockets).toEqual([expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+\/relay\?/)])
  expect(browser.thirdPartyRequests).toEqual([])
})
