import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { approveInFrame, clickPageButton, logInWithEmail, shownAddress } from './emailLogin.js'
import { dialogOf, openModal } from './reviewView.js'

// The site's default account type (SPEC.md §6 `defaultAccountTypes`), chosen in the demo's
// Configuration panel, decides which account of a new embedded-wallet user signs.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Logs a new user in by email on the demo set to `accountType`; the Account view stays open. */
async function loggedIn(accountType: 'Smart account' | 'Key account'): Promise<Page> {
  const { page } = await openPage(browser)
  await page.goto(inject('demoUrl'))
  await page
    .getByRole('group', { name: /defaultAccountTypes\.eip155/ })
    .getByRole('radio', { name: accountType })
    .check()
  await openModal(page)
  await logInWithEmail(page, `default-${Date.now()}-${Math.random()}@example.com`)
  return page
}

/** Signs the demo's message: the signature, verified against the account shown. */
async function signed(page: Page): Promise<string> {
  await page.keyboard.press('Escape')
  await dialogOf(page).waitFor({ state: 'hidden' })
  await clickPageButton(page, 'Sign a message')
  await approveInFrame(page, 'Sign a message')
  await expect
    .poll(() => page.getByTestId('signature').textContent(), { timeout: 20_000 })
    .toMatch(/^verified 0x/)
  return ((await page.getByTestId('signature').textContent()) ?? '').replace('verified ', '')
}

describe("the site's default account type", () => {
  it("parameters: defaultAccountTypes { eip155: 'eoa' }: the key's account signs after an email login; the smart account stays a choice", async () => {
    const page = await loggedIn('Key account')
    const choice = dialogOf(page).getByRole('group', { name: 'Account that signs' })
    await choice.waitFor()
    expect(
      await choice.getByRole('button', { name: 'Key account' }).getAttribute('aria-pressed'),
    ).toBe('true')
    const key = (await shownAddress(page)) as string
    expect(key).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // A key's own signature: 65 bytes, verified for the key's address shown.
    expect(await signed(page)).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('default: the smart account signs after an email login', async () => {
    const page = await loggedIn('Smart account')
    const choice = dialogOf(page).getByRole('group', { name: 'Account that signs' })
    await choice.waitFor()
    expect(
      await choice.getByRole('button', { name: 'Smart account' }).getAttribute('aria-pressed'),
    ).toBe('true')
    // The smart account is not deployed yet: its signature is wrapped (ERC-6492), longer than
    // a key's, and verified for the smart account's address shown.
    expect(await signed(page)).toMatch(/^0x[0-9a-f]{131,}$/)
  })
})
