import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { dialogOf, openModal } from './reviewView.js'

// SPEC.md §9 as a visitor sees it: on a testnet, a balance that cannot be read is 0.00 of the
// network's coin, with no "Token Balance Unavailable" snackbar and no "—". The demo's local
// chains are testnets, whose real balances latch-server reads, and the page reads the coin
// from the node when the service cannot: here both fail.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('a testnet whose balance neither the service nor the node gives', () => {
  it('behavior: Account shows 0.000 of its coin, with no snackbar and no "—"', async () => {
    const { page } = await openPage(browser)
    let refused = 0
    await page.route('**/v1/account/*/balance**', (route) => {
      refused += 1
      return route.fulfill({ status: 503, json: { error: 'unavailable' } })
    })
    // Nor can the chain's node: the page's own read of the coin (its fallback) fails too.
    const rpcUrl = inject('devnet').chains[0]?.rpcUrl ?? ''
    await page.route(`${rpcUrl}**`, (route) => {
      if (!route.request().postData()?.includes('"eth_getBalance"')) return route.continue()
      refused += 1
      return route.fulfill({ status: 503, body: 'unavailable' })
    })
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    await dialog
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    const balance = dialog.getByTestId('latch-native-balance')
    await balance.filter({ hasText: '0.000 ETH' }).waitFor()
    expect(refused).toBeGreaterThan(0)
    await expect(page.getByText('Token Balance Unavailable').count()).resolves.toBe(0)
    await expect(balance.textContent()).resolves.toBe('0.000 ETH')
  })
})
