import type { WalletConnectRequestSent } from '@latch/core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { type BrowserPairing, startBrowserPairing } from './testing/browserPairing.js'
import type { BrowserSite } from './testing/browserSite.js'

// sign-client 2.25, in a browser page that has the focus, opens
// `{href}/wc?requestId=…&sessionTopic=…` at each request from the page's localStorage key
// `WALLETCONNECT_DEEPLINK_CHOICE`, which any script of the page (or another wallet library)
// may have written and nothing checks. With the connector it opens nothing: core opens the
// visitor's checked choice itself, from the request the connector reports sent.

let pairing: BrowserPairing

beforeAll(async () => {
  pairing = await startBrowserPairing({
    relayUrl: inject('relayUrl'),
    projectId: inject('projectId'),
  })
})

afterAll(() => pairing?.close())

type Window = { site: BrowserSite; opened: string[] }

test("default: a request opens nothing of sign-client's own, whatever its storage key says", async () => {
  const { browser, wallet } = pairing
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
  const { topic } = await pairing.pair(address)
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
