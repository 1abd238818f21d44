import { chromiumLaunchOptions } from '@latch/testkit'
import { type Browser, chromium } from 'playwright-core'
import { createPublicClient, http, parseEther, parseUnits, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetChainRpc, freshAccount } from '../testing/devnetClients.js'
import { type ListeningTestServer, listenTestServer } from '../testing/listeningTestServer.js'
import { sdkQuery } from '../testing/testDatabase.js'

const devnet = inject('devnet')
const [chainA] = devnet.chains
if (!chainA) throw new Error('the devnet has a chain')
const chainClient = createPublicClient({ transport: http(chainA.rpcUrl) })
// A payer of this file alone, funded through the node's test method.
const funderKey = generatePrivateKey()

let listening: ListeningTestServer
let browser: Browser
beforeAll(async () => {
  await chainClient.request({
    method: 'hardhat_setBalance' as never,
    params: [privateKeyToAccount(funderKey).address, toHex(parseEther('10'))] as never,
  })
  listening = await listenTestServer({
    chainRpc: devnetChainRpc(devnet),
    indexerPollMs: false,
    onramp: { sandboxKey: funderKey },
  })
  browser = await chromium.launch(chromiumLaunchOptions())
})
afterAll(async () => {
  await browser?.close()
  await listening?.close()
})

describe('the sandbox checkout in Chromium', () => {
  test('default: a visitor declined once, then paid with the test card, gets the ETH', async () => {
    const visitor = freshAccount().address
    const created = await fetch(`${listening.url}/v1/generators/onrampurl?${sdkQuery()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        destinationWallets: [{ address: visitor, blockchains: ['eip155:31337'], assets: ['ETH'] }],
        defaultNetwork: 'eip155:31337',
        partnerUserId: visitor,
        defaultExperience: 'buy',
        presetFiatAmount: '42.00',
      }),
    })
    const { url, orderId } = await created.json()
    expect(url).toBe(`${listening.url}/onramp/sandbox/${orderId}`)

    const page = await browser.newPage()
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text())
    })
    try {
      await page.goto(url)
      expect(await page.textContent('#payment-total')).toBe('42.00 USD')
      expect(await page.textContent('#address')).toBe(visitor)

      await page.fill('#cardNumber', '5555 5555 5555 4444')
      await page.fill('#expiry', '12/39')
      await page.fill('#cvc', '123')
      await page.click('button[type=submit]')
      expect(await page.textContent('[role=alert]')).toContain('Your card was declined.')

      await page.fill('#cardNumber', '4242 4242 4242 4242')
      await page.fill('#expiry', '12/39')
      await page.fill('#cvc', '123')
      await page.click('button[type=submit]')
      await page.waitForSelector('#transaction-hash')
      expect(await page.textContent('body')).toContain('You can close this window.')
      const bought = await page.textContent('#purchase-amount')
      const amount = bought?.replace(' ETH', '') ?? ''
      expect(await chainClient.getBalance({ address: visitor })).toBe(parseUnits(amount, 18))
      // The page's only script runs under its CSP: nothing was refused.
      expect(refused).toEqual([])
    } finally {
      await page.close()
    }
  })
})
