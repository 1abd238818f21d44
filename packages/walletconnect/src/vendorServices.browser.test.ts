import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { type BrowserPairing, startBrowserPairing } from './testing/browserPairing.js'
import type { BrowserSite } from './testing/browserSite.js'

// The site's side in Chromium, where sign-client 2.25 would load an iframe of
// verify.walletconnect.org for every proposal and request: with the connector, the page asks
// no host but its own and the relay's (every other request is recorded and refused). The
// wallet is an unmodified sign-client in Node.

let pairing: BrowserPairing

beforeAll(async () => {
  pairing = await startBrowserPairing({
    relayUrl: inject('relayUrl'),
    projectId: inject('projectId'),
  })
})

afterAll(() => pairing?.close())

type Window = { site: BrowserSite }

test('default: pairing, approval and a request in a browser reach the relay and no other host', async () => {
  const { browser, wallet } = pairing
  const { page } = browser
  const address = '0x1111111111111111111111111111111111111111'
  const { session } = await pairing.pair(address)
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
