import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeWhenTestEnds, launchBrowser } from './browser.js'
import { dialogOf, openModal } from './reviewView.js'

// SPEC.md §5 as a visitor sees it: inside a messaging app's webview the socials that fail there
// are not offered, and a phone lists only the wallets it can open. The page's user agent is the
// app's, as Latch reads it.

const agents = {
  telegramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram/10.9',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36 Telegram-Android/10.9',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
}

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** The demo on a phone whose browser (or app) sends `userAgent`. */
async function demoOn(userAgent: string | undefined): Promise<{ page: Page; errors: string[] }> {
  const context = closeWhenTestEnds(
    await browser.newContext({
      ...(userAgent
        ? { userAgent, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 800 } }),
    }),
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(inject('demoUrl'))
  // The demo project's features (multi-wallet) have arrived: its socials are the project's.
  await page.getByTestId('features').filter({ hasText: 'multi-wallet' }).waitFor()
  await openModal(page)
  return { page, errors }
}

/** The social logins the Connect view offers, by provider name. */
async function offeredSocials(page: Page): Promise<string[]> {
  const list = dialogOf(page).getByRole('list', { name: 'Social logins' })
  await list.getByRole('button').first().waitFor()
  const names = await list.getByRole('button').allTextContents()
  return names.map((name) => name.replace(/^.*Continue with /, ''))
}

describe('a messaging app webview', () => {
  it('behavior: Telegram on iOS offers no Google, on Android no Facebook nor X; the phone browser offers them', async () => {
    const ios = await demoOn(agents.telegramIos)
    const inIos = await offeredSocials(ios.page)
    expect(inIos).not.toContain('Google')
    expect(inIos).toEqual(expect.arrayContaining(['X', 'Facebook', 'GitHub']))
    expect(ios.errors).toEqual([])
    await ios.page.context().close()

    const android = await demoOn(agents.telegramAndroid)
    const inAndroid = await offeredSocials(android.page)
    expect(inAndroid).not.toContain('Facebook')
    expect(inAndroid).not.toContain('X')
    expect(inAndroid).toEqual(expect.arrayContaining(['Google', 'GitHub']))
    await android.page.context().close()

    const safari = await demoOn(agents.safariIphone)
    expect(await offeredSocials(safari.page)).toEqual(
      expect.arrayContaining(['Google', 'X', 'Facebook']),
    )
    await safari.page.context().close()
  })
})

describe("a phone's wallet list", () => {
  /** Opens All Wallets and searches `query` until a wallet named `expected` is listed. */
  async function search(page: Page, query: string, expected: RegExp): Promise<void> {
    const dialog = dialogOf(page)
    const allWallets = dialog.getByRole('button', { name: /All wallets/ })
    // The lists above it fill first (the registry's count shows on it): then it holds still.
    await expect.poll(() => allWallets.textContent()).toMatch(/[1-9]/)
    // From the keyboard: the button sits below the fold of the Connect view's list.
    await allWallets.press('Enter')
    await dialog.getByRole('searchbox').fill(query)
    await dialog.getByRole('button', { name: expected }).first().waitFor()
  }

  it('behavior: a phone lists the wallets with a mobile link, not an extension-only wallet', async () => {
    // On a desktop, Frame (a browser extension, no app) is listed.
    const desktop = await demoOn(undefined)
    await search(desktop.page, 'Frame', /^Frame/)
    await desktop.page.context().close()

    const phone = await demoOn(agents.safariIphone)
    const dialog = dialogOf(phone.page)
    await search(phone.page, 'MetaMask', /MetaMask/)
    await dialog.getByRole('searchbox').fill('Frame')
    await dialog.getByText('No wallet matches “Frame”.').waitFor()
    expect(phone.errors).toEqual([])
    await phone.page.context().close()
  })
})
