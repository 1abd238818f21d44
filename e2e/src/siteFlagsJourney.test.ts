import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { connectedToDemo } from './connectedDemo.js'
import { rpc } from './emailLogin.js'
import { dialogOf, openModal, reviewView } from './reviewView.js'

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

/** The demo shop's till on the local chain (`DEMO_SHOP_ADDRESS` of the demo's `PayDemo.tsx`). */
const DEMO_SHOP_ADDRESS = '0x5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e'

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

  it('behavior: emailShowWallets off puts the wallets behind one button under the email field; they still connect', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await page.getByRole('checkbox', { name: 'emailShowWallets', exact: true }).uncheck()
    await openModal(page)
    const dialog = dialogOf(page)
    await dialog.getByLabel('Email').waitFor()
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

  it('behavior: with pay on, the shop’s Pay asks for its price, connects a wallet, and pays the shop on the local chain', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await page.getByRole('checkbox', { name: 'pay', exact: true }).check()
    const before = BigInt(await rpc<string>('eth_getBalance', [DEMO_SHOP_ADDRESS, 'latest']))
    await page.getByRole('button', { name: /^Pay 0\.01 .* to the demo shop$/ }).click()
    const dialog = dialogOf(page)
    await reviewView(page, 'Pay', 'pay', dialog.getByTestId('latch-pay-amount'))
    await expect(dialog.getByTestId('latch-pay-amount').textContent()).resolves.toMatch(/^0\.01 /)
    await dialog.getByTitle(DEMO_SHOP_ADDRESS).waitFor()

    // Wallets only: the flag turns email and socials off.
    await dialog.getByRole('button', { name: 'Connect a wallet to pay' }).click()
    await testWallet(page).waitFor()
    await expect(dialog.getByLabel('Email').count()).resolves.toBe(0)
    await testWallet(page).click()
    const payButton = dialog.getByRole('button', { name: /^Pay 0\.01 / })
    await payButton.waitFor()
    await payButton.click()
    await reviewView(page, 'Pay', 'pay-paid', dialog.getByText(/^Paid 0\.01 /))
    const hash = await dialog.getByTestId('latch-pay-hash').getAttribute('title')
    await expect(page.getByTestId('pay-result').textContent()).resolves.toBe(`Paid: ${hash}`)

    // On chain: the shop holds the price more.
    const receipt = await rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash])
    expect(receipt?.status).toBe('0x1')
    const after = BigInt(await rpc<string>('eth_getBalance', [DEMO_SHOP_ADDRESS, 'latest']))
    expect(after - before).toBe(10_000_000_000_000_000n)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await dialog.waitFor({ state: 'hidden' })
  })

  it('default: the project’s branding feature shows the footer', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    await dialogOf(page).getByText('UX by Latch').waitFor()
  })
})
