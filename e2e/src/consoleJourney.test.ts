import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { clickPageButton, logInWithEmail } from './emailLogin.js'
import { dialogOf, openModal } from './reviewView.js'

// A normal visit leaves nothing in the console that reads as a fault: no warning, no error,
// no uncaught exception (issue: "Quiet where nothing is wrong").

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Every warning, error and uncaught exception of the page, as the console shows them. */
function consoleFaults(page: Page): string[] {
  const faults: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      faults.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => faults.push(`uncaught: ${error.message}`))
  return faults
}

describe('the console of a normal visit', () => {
  it('behavior: a browser wallet that connects, sends and disconnects, an email login, a Google login and a WalletConnect pairing leave it clean', async () => {
    const { page } = await openPage(browser)
    const faults = consoleFaults(page)
    await page.goto(inject('demoUrl'))
    const dialog = dialogOf(page)

    // A browser wallet: connect, send on the local chain, disconnect.
    await openModal(page)
    await dialog
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await clickPageButton(page, 'Send 0.001 ETH to account #2')
    await expect
      .poll(() => page.getByTestId('last-transaction').textContent(), { timeout: 20_000 })
      .toMatch(/^0x[0-9a-f]{64}$/)
    await openModal(page)
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await dialog.waitFor({ state: 'hidden' })

    // The embedded wallet: an email login.
    await openModal(page)
    await logInWithEmail(page, `quiet-${Date.now()}@example.com`)
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await dialog.waitFor({ state: 'hidden' })

    // A social login: Google through its popup (the local OpenID provider's page).
    await openModal(page)
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Continue with Google' }).click(),
    ])
    const popupFaults = consoleFaults(popup)
    await popup.getByLabel('Name').fill(`Quiet visitor ${Date.now()}`)
    await popup.getByRole('button', { name: 'Sign in and allow' }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor({ timeout: 20_000 })
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await dialog.waitFor({ state: 'hidden' })

    // WalletConnect: the pairing's QR code.
    await openModal(page)
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()

    expect(faults).toEqual([])
    expect(popupFaults).toEqual([])
  })
})
