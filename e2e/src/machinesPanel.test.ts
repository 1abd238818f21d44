import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { seriousAxeViolations } from './axe.js'
import { launchBrowser, openPage, saveThemedScreenshots } from './browser.js'
import { dialogOf } from './reviewView.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const payer = () => inject('devnet').accounts[0]?.address ?? ''

/** The panel, found by its markup: while the modal is open the page behind is hidden from roles. */
const panelOf = (page: Page) => page.locator('section.machines')

/** Each actor's line as the panel shows it ("modal: open.still"). */
const actorLines = (page: Page) => panelOf(page).locator('.actor').allTextContents()

/** The log's rows as "actor event from", newest first. */
async function loggedEvents(page: Page): Promise<string[]> {
  const rows = await panelOf(page).locator('.event-log tbody tr').all()
  return Promise.all(
    rows.map(async (row) => (await row.locator('td').allTextContents()).slice(1).join(' ')),
  )
}

async function inspect(page: Page) {
  await page.getByRole('switch', { name: 'Inspect the machines' }).check()
  await page.getByRole('region', { name: 'Machines', exact: true }).waitFor()
}

async function connectThroughModal(page: Page) {
  await page.locator('.latch-connect-button').click()
  await dialogOf(page).waitFor()
  await dialogOf(page)
    .getByRole('button', { name: /Latch Test Wallet/ })
    .first()
    .click()
  await dialogOf(page).getByRole('heading', { name: 'Account', exact: true }).waitFor()
  await dialogOf(page).getByText(payer().slice(0, 6), { exact: false }).first().waitFor()
}

const rootLine =
  'latch: connections, savedConnections, network, signIn, navigation, embeddedWallet.idle, walletConnect.idle, send, buy, swap, pay, nameRegistration, accountLists'

describe('the Machines panel', () => {
  it('behavior: switched on, it shows the machines of a real connection through the modal, readable and clean in both themes', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await page.getByRole('heading', { name: 'Configuration' }).waitFor()
    await expect(panelOf(page).count()).resolves.toBe(0)

    await inspect(page)
    // The demo's wallet panel lists the wallets itself, so it has the client preload (the
    // adapters find some wallets only then): the machines run before any click.
    // The root: one line of its regions (a region with states names the one it is in).
    await expect.poll(() => actorLines(page)).toEqual(expect.arrayContaining([rootLine]))

    await connectThroughModal(page)
    await expect
      .poll(() => actorLines(page))
      .toEqual(
        expect.arrayContaining([
          rootLine,
          'modal: open.still',
          'connection.eip155: connected.ready',
          'router: navigation, farcaster.idle — view Account',
        ]),
      )
    await expect
      .poll(() => loggedEvents(page))
      .toEqual(
        expect.arrayContaining([
          'connection.eip155 connection.connect latch',
          'router router.connected latch',
        ]),
      )

    await page.keyboard.press('Escape')
    await dialogOf(page).waitFor({ state: 'detached' })
    await expect.poll(() => actorLines(page)).toContain('modal: closed')
    await expect.poll(() => loggedEvents(page)).toContain('latch modal.close outside')

    // The log scrolls by keyboard: it takes the focus.
    const log = page.getByRole('region', { name: 'Last events, newest first' })
    await log.focus()
    await expect(log.evaluate((element) => element === document.activeElement)).resolves.toBe(true)

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await expect.poll(() => page.locator('.page').getAttribute('data-theme')).toBe(colorScheme)
      await expect(seriousAxeViolations(page, 'section.machines')).resolves.toEqual([])
    }
    await saveThemedScreenshots(page, 'machines-panel', panelOf(page))
    expect(errors).toEqual([])
  })

  it('behavior: the panel follows the client the demo recreates, and goes with the switch', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await inspect(page)
    await page.getByRole('button', { name: 'Connect Latch Test Wallet' }).click()
    await expect.poll(() => actorLines(page)).toContain('connection.eip155: connected.ready')

    // A client option: the demo replaces the client, which restores the connection.
    await page.getByRole('checkbox', { name: 'pay', exact: true }).check()
    await expect.poll(() => actorLines(page)).toContain('connection.eip155: connected.ready')
    // Only the new client's machines can show its modal open: the old client is destroyed.
    await page.locator('.latch-connect-button').click()
    await dialogOf(page).getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await expect
      .poll(() => actorLines(page))
      .toEqual(
        expect.arrayContaining([
          'modal: open.still',
          'router: navigation, farcaster.idle — view Account',
        ]),
      )
    await page.keyboard.press('Escape')
    await dialogOf(page).waitFor({ state: 'detached' })

    await page.getByRole('switch', { name: 'Inspect the machines' }).uncheck()
    await panelOf(page).waitFor({ state: 'detached' })
    // The wallet stays connected through the client without an inspector.
    await page.getByTestId('wallet-address').filter({ hasText: payer() }).waitFor()
    expect(errors).toEqual([])
  })
})
