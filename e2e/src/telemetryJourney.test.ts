import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { logInWithEmail } from './emailLogin.js'
import { dialogOf, openModal } from './reviewView.js'

// SPEC.md §7 "Analytics" and §8 "Generic": what the demo's modal sent, as the local
// latch-server stored it (its development listing, GET /dev/analytics/{projectId}).

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

type StoredEvent = {
  event: string
  clientTimestamp: number
  props: { type?: string; properties?: Record<string, unknown> }
}

/** The demo project's events stored since `since` (epoch ms, the browser's clock). */
async function storedSince(since: number): Promise<StoredEvent[]> {
  const response = await fetch(`${inject('servicesUrl')}/dev/analytics/demo`)
  expect(response.status).toBe(200)
  const { events } = (await response.json()) as { events: StoredEvent[] }
  return events.filter((event) => event.clientTimestamp >= since)
}

describe('telemetry stored by latch-server', () => {
  it('behavior: a wallet search, a failed connect (an error event) and a connect are stored', {
    timeout: 120_000,
  }, async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    const since = await page.evaluate(() => Date.now())
    const searched = `nowallet${since}`

    await openModal(page)
    const dialog = dialogOf(page)
    await dialog.getByRole('button', { name: /All wallets/ }).click()
    // Typed letter by letter: only the search the visitor stops at is sent.
    await dialog.getByLabel('Search wallets').pressSequentially(searched, { delay: 20 })
    await dialog.getByText(`No wallet matches “${searched}”.`).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // The test wallet refuses the connect: the action fails, and is reported.
    await page.getByRole('button', { name: 'Test wallet: reject the next request' }).click()
    await page.getByRole('button', { name: 'Connect Latch Test Wallet' }).click()
    await page.getByRole('alert').filter({ hasText: 'Connection rejected' }).waitFor()
    await page.getByRole('button', { name: 'Connect Latch Test Wallet' }).click()
    await page.getByTestId('wallet-address').filter({ hasText: /^0x/ }).waitFor()

    await expect
      .poll(async () => (await storedSince(since)).map((event) => event.event))
      .toEqual(expect.arrayContaining(['SEARCH_WALLET', 'SDK_ERROR', 'CONNECT_SUCCESS']))
    const stored = await storedSince(since)
    const searches = stored.filter((event) => event.event === 'SEARCH_WALLET')
    expect(searches.map((event) => event.props.properties?.search)).toContain(searched)
    // Not each prefix the visitor typed on the way.
    expect(
      searches.filter((event) => String(event.props.properties?.search).startsWith('nowallet')),
    ).toHaveLength(1)
    const failure = stored.find((event) => event.event === 'SDK_ERROR')
    expect(failure?.props).toMatchObject({
      type: 'error',
      properties: { message: 'Connection rejected' },
    })
  })

  it('behavior: an Activity tab whose history the service fails is stored as ERROR_FETCH_TRANSACTIONS', async () => {
    const { page } = await openPage(browser)
    // latch-server answers the page's history reads with its 503, as when its indexer is down.
    await page.route('**/v1/account/*/history**', (route) =>
      route.fulfill({ status: 503, json: { error: 'The history is unavailable' } }),
    )
    await page.goto(inject('demoUrl'))
    const since = await page.evaluate(() => Date.now())
    await page.getByRole('button', { name: 'Connect Latch Test Wallet' }).click()
    await page.getByTestId('wallet-address').filter({ hasText: /^0x/ }).waitFor()
    await openModal(page)
    const dialog = dialogOf(page)
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    // SPEC.md §8: the snackbar says so, and the list is shown empty.
    await page.getByText('Failed to fetch transactions').waitFor()
    await dialog.getByText('No activity yet.').waitFor()
    const chainId = `eip155:${inject('devnet').chains[0]?.id}`
    await expect
      .poll(async () =>
        (await storedSince(since))
          .filter((event) => event.event === 'ERROR_FETCH_TRANSACTIONS')
          .map((event) => event.props.properties?.chainId),
      )
      .toContain(chainId)
  })

  it('behavior: switching to the key account is stored as SET_PREFERRED_ACCOUNT_TYPE', {
    timeout: 180_000,
  }, async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    const since = await page.evaluate(() => Date.now())
    await openModal(page)
    await logInWithEmail(page, `ada-${since}@example.com`)
    const choice = dialogOf(page).getByRole('group', { name: 'Account that signs' })
    await choice.getByRole('button', { name: 'Key account' }).click()
    await expect
      .poll(() => choice.getByRole('button', { name: 'Key account' }).getAttribute('aria-pressed'))
      .toBe('true')
    await expect
      .poll(async () =>
        (await storedSince(since))
          .filter((event) => event.event === 'SET_PREFERRED_ACCOUNT_TYPE')
          .map((event) => event.props.properties),
      )
      .toContainEqual({ namespace: 'eip155', accountType: 'eoa' })
  })
})
