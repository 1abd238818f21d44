import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('the modal', () => {
  it('behavior: Connect Wallet opens the modal, the test wallet connects, Account shows the address', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await saveScreenshot(page, 'modal-connect')
    await dialog.getByRole('button', { name: /Latch Test Wallet/ }).click()
    const payer = inject('devnet').accounts[0]?.address ?? ''
    await dialog
      .getByText(`${payer.slice(0, 6)}`, { exact: false })
      .first()
      .waitFor()
    await saveScreenshot(page, 'modal-account')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect(page.getByTestId('wallet-address').textContent()).resolves.toBe(payer)
    expect(errors).toEqual([])
  })

  it('behavior: after a reload the visitor is still connected, without asking the wallet again', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Latch Test Wallet/ }).click()
    const payer = inject('devnet').accounts[0]?.address ?? ''
    await dialog.getByText(payer.slice(0, 6), { exact: false }).first().waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.reload()
    // The button shows the saved account at once, while the wallet is asked again (silently).
    const button = page.locator('.latch-connect-button[data-connected="true"]')
    await button.waitFor()
    await expect(button.textContent()).resolves.toContain(payer.slice(0, 6))
    // Restored: the demo's panel reads the connection once the wallet has answered.
    await expect.poll(() => page.getByTestId('wallet-address').textContent()).toBe(payer)
    // Opening the modal now shows the account, not the wallet list.
    await button.click()
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    expect(errors).toEqual([])
  })

  it('behavior: keyboard alone opens, connects and closes', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    // Focus moved into the dialog; tabbing reaches the test wallet without leaving it.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '')
    for (let step = 0; step < 10; step++) {
      if ((await focusedText()).includes('Latch Test Wallet')) break
      await page.keyboard.press('Tab')
    }
    await expect(focusedText()).resolves.toContain('Latch Test Wallet')
    await expect(
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).resolves.toBe(true)
    await page.keyboard.press('Enter')
    const payer = inject('devnet').accounts[0]?.address ?? ''
    await dialog.getByText(payer.slice(0, 6), { exact: false }).first().waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Focus is back on the button that opened the modal, which now shows the account.
    const opener = await page.evaluate(() => {
      const focused = document.activeElement
      return {
        connectButton: focused?.classList.contains('latch-connect-button') ?? false,
        connected: focused?.getAttribute('data-connected'),
        text: focused?.textContent ?? '',
      }
    })
    expect(opener).toEqual({
      connectButton: true,
      connected: 'true',
      text: expect.stringContaining(payer.slice(0, 6)),
    })
    expect(errors).toEqual([])
  })
})
