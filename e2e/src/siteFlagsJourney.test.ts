import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { connectedToDemo } from './connectedDemo.js'
import { dialogOf, openModal } from './reviewView.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** The demo with the Configuration panel's `option` ticked (a new client), then its modal open. */
async function demoWith(option: string | RegExp): Promise<Page> {
  const { page } = await openPage(browser)
  await page.goto(inject('demoUrl'))
  await page
    .getByRole(
      'checkbox',
      typeof option === 'string' ? { name: option, exact: true } : { name: option },
    )
    .check()
  await openModal(page)
  return page
}

const testWallet = (page: Page) =>
  dialogOf(page)
    .getByRole('button', { name: /Latch Test Wallet/ })
    .first()

describe('the options a site sets, as a visitor sees them', () => {
  it('behavior: legalCheckbox blocks every way to connect until the visitor agrees, then the wallet connects', async () => {
    const page = await demoWith('legalCheckbox')
    const dialog = dialogOf(page)
    const consent = dialog.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    })
    await expect(
      dialog.getByRole('link', { name: 'Terms of Service' }).getAttribute('href'),
    ).resolves.toMatch(/\/terms\.html$/)
    await expect(
      dialog.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'),
    ).resolves.toMatch(/\/privacy\.html$/)
    await expect(testWallet(page).isDisabled()).resolves.toBe(true)
    await expect(dialog.getByLabel('Email').isDisabled()).resolves.toBe(true)
    await expect(
      dialog.getByRole('button', { name: 'Continue with Google' }).isDisabled(),
    ).resolves.toBe(true)
    await dialog.getByText('Accept the Terms of Service and Privacy Policy to connect.').waitFor()

    await consent.check()
    await testWallet(page).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
  })

  it('behavior: collapseWallets shows the logins and one button; the wallets it expands connect', async () => {
    const page = await demoWith('collapseWallets')
    const dialog = dialogOf(page)
    await dialog.getByRole('list', { name: 'Social logins' }).waitFor()
    await expect(dialog.getByRole('list', { name: 'Wallets' }).count()).resolves.toBe(0)
    await dialog.getByRole('button', { name: 'Continue with a wallet' }).click()
    await testWallet(page).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
  })

  it('behavior: the site’s custom wallet is listed, and picking it offers its web app', async () => {
    const page = await demoWith(/custom wallet of the site/)
    const dialog = dialogOf(page)
    await dialog.getByRole('button', { name: 'Demo Custom Wallet' }).click()
    const web = dialog.getByRole('link', { name: /Open the web app/ })
    await expect(web.getAttribute('href')).resolves.toBe('https://example.com/')
  })

  it('behavior: the smartSessions toggle adds the Sessions tab to the connected account', async () => {
    const { page, dialog } = await connectedToDemo(browser)
    const tabs = dialog.getByRole('tablist')
    await tabs.getByRole('tab', { name: 'Tokens' }).waitFor()
    await expect(tabs.getByRole('tab', { name: 'Sessions' }).count()).resolves.toBe(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    // A new client, which reconnects the wallet; its modal opens at Account.
    await page.getByRole('checkbox', { name: 'smartSessions', exact: true }).check()
    await openModal(page)
    await dialogOf(page).getByRole('tablist').getByRole('tab', { name: 'Sessions' }).click()
  })

  it('default: the project’s branding feature shows the footer', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    await dialogOf(page).getByText('UX by Latch').waitFor()
  })
})
