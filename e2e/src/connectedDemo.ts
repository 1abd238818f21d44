import type { Browser } from 'playwright-core'
import { inject } from 'vitest'
import { openPage } from './browser.js'
import { dialogOf, openModal } from './reviewView.js'

/**
 * Opens the demo in a fresh page and connects `wallet` (its button's name; the page's Latch
 * Test Wallet by default) through the modal, up to its Account view.
 */
export async function connectedToDemo(browser: Browser, wallet: RegExp = /Latch Test Wallet/) {
  const { page, errors } = await openPage(browser)
  await page.goto(inject('demoUrl'))
  await openModal(page)
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: wallet }).first().click()
  await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
  return { page, errors, dialog }
}
