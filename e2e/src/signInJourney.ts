import type { Browser, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { openPage } from './browser.js'
import { dialogOf, openModal, reviewView } from './reviewView.js'

/** The demo's sign-in option set to Required: connecting asks for a signature. */
export async function requireSignIn(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: 'Sign in with a wallet (SIWX)' })
    .getByLabel('Required')
    .check()
}

/** The sessions latch-server keeps for `address` on `chainId` (project `demo`). */
export async function signInSessions(chainId: string, address: string) {
  const response = await fetch(
    `${inject('servicesUrl')}/v1/siwx/sessions/${chainId}/${address}?projectId=demo`,
  )
  return ((await response.json()) as { sessions: { message: string }[] }).sessions
}

/**
 * The journey every namespace's sign-in takes on the demo: sign-in Required, the test wallet
 * picked, its Sign In view reviewed (`view-siwx-sign-message-{name}`), signed; latch-server
 * then keeps a session for the account whose message says `account` (`Solana`, `Substrate`…).
 */
export async function expectRequiredSignIn(
  browser: Browser,
  parameters: { wallet: RegExp; name: string; chainId: string; address: string; account: string },
): Promise<void> {
  const { wallet, name, chainId, address, account } = parameters
  const { page, errors } = await openPage(browser)
  await page.goto(inject('demoUrl'))
  await requireSignIn(page)
  await openModal(page)
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: wallet }).click()
  await reviewView(page, 'Sign In', `siwx-sign-message-${name}`)
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })

  const sessions = await signInSessions(chainId, address)
  expect(sessions.length).toBeGreaterThan(0)
  expect(sessions.at(-1)?.message).toContain(`wants you to sign in with your ${account} account:`)
  expect(sessions.at(-1)?.message).toContain(address)
  expect(errors).toEqual([])
}
