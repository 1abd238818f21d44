import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { seriousAxeViolations } from './axe.js'
import { launchBrowser, openPage, saveThemedScreenshots } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const payer = () => inject('devnet').accounts[0]?.address ?? ''
const recipient = () => inject('devnet').accounts[2]?.address ?? ''

function dialogOf(page: Page): Locator {
  return page.getByRole('dialog')
}

/**
 * Waits for the view's title (and `ready`, what shows once its data is in), then keeps it in
 * both themes and scans it with axe.
 */
async function reviewView(page: Page, title: string, name: string, ready?: Locator) {
  await dialogOf(page).getByRole('heading', { name: title, exact: true }).waitFor()
  await ready?.first().waitFor()
  await saveThemedScreenshots(page, `view-${name}`, dialogOf(page))
  await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([])
}

async function openModal(page: Page) {
  await page.locator('.latch-connect-button').click()
  await dialogOf(page).waitFor()
}

async function connectThroughModal(page: Page) {
  await openModal(page)
  await dialogOf(page)
    .getByRole('button', { name: /Latch Test Wallet/ })
    .first()
    .click()
  await dialogOf(page).getByRole('heading', { name: 'Account', exact: true }).waitFor()
  await dialogOf(page).getByText(payer().slice(0, 6), { exact: false }).first().waitFor()
}

/** The panel below the modal, clicked without the pointer (the open modal covers it). */
async function clickPageButton(page: Page, name: string) {
  await page.getByRole('button', { name, includeHidden: true }).dispatchEvent('click')
}

async function waitForChange(page: Page, testId: string, before: string | null) {
  await page.waitForFunction(
    ([id, previous]) => document.querySelector(`[data-testid="${id}"]`)?.textContent !== previous,
    [testId, before] as const,
  )
  return page.getByTestId(testId).textContent()
}

/** The Send part confirms with the transaction hash; Done goes back to the account. */
async function sentAndDone(page: Page) {
  const dialog = dialogOf(page)
  await dialog.getByText('Sent', { exact: true }).waitFor()
  await expect(dialog.getByText(/^Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/).count()).resolves.toBe(1)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
}

/** Options read "ETH · 9,999.99 ETH": the symbol, then the balance. */
async function chooseToken(select: Locator, symbol: string) {
  const value = await select.evaluate(
    (element, wanted) =>
      [...(element as HTMLSelectElement).options].find(
        (option) => option.text === wanted || option.text.startsWith(`${wanted} `),
      )?.value ?? '',
    symbol,
  )
  expect(value).not.toBe('')
  await select.selectOption(value)
}

const number = (text: string | null) => Number.parseFloat((text ?? '').replace(/,/g, ''))

/** Lamports held by `address` on the local Solana cluster, read from its JSON-RPC. */
async function solanaBalance(address: string): Promise<number> {
  const rpcUrl = inject('devnet').solana?.rpcUrl ?? ''
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  const { result } = (await response.json()) as { result: { value: number } }
  return result.value
}

/** Ticks "Required" in the demo's SIWX options: connecting then asks for a sign-in. */
async function requireSignIn(page: Page) {
  await page
    .getByRole('group', { name: 'Sign in with a wallet (SIWX)' })
    .getByLabel('Required')
    .check()
}

/** The sign-in sessions the local server keeps for an account of the demo project. */
async function signInSessions(chainId: string, address: string) {
  const response = await fetch(
    `${inject('servicesUrl')}/v1/siwx/sessions/${chainId}/${address}?projectId=demo`,
  )
  return ((await response.json()) as { sessions: { message: string }[] }).sessions
}

describe('journeys through the modal', () => {
  // It visits every view, each screenshotted twice and scanned: minutes on a loaded machine.
  it('behavior: every view a visitor reaches is reviewed in light and dark and passes axe', {
    timeout: 180_000,
  }, async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    await reviewView(page, 'Connect Wallet', 'connect')

    // The registry of the local server: every EVM wallet serves the local chains.
    const allWallets = dialog.getByRole('button', { name: /All wallets/ })
    await expect.poll(() => allWallets.textContent()).toMatch(/[1-9]/)
    await allWallets.click()
    const metaMask = dialog.getByRole('button', { name: /MetaMask/ })
    await reviewView(page, 'All Wallets', 'all-wallets', metaMask)
    await dialog.getByRole('searchbox').fill('zzzz-no-such-wallet')
    await dialog.getByText('No wallet matches', { exact: false }).waitFor()
    await dialog.getByRole('searchbox').fill('MetaMask')
    await metaMask.first().click()
    // Not installed in this browser: WalletConnect's QR code and the wallet's links.
    await reviewView(page, 'WalletConnect', 'connecting-walletconnect')
    await dialog.getByRole('button', { name: 'Back' }).first().click()
    await dialog.getByRole('button', { name: 'Back' }).first().click()

    await dialog
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .click()
    await reviewView(page, 'Account', 'account', dialog.getByRole('tabpanel').getByText('ETH'))

    const parts = [
      ['Receive', 'receive', dialog.getByRole('img', { name: 'QR code of your address' })],
      ['Send', 'send', dialog.getByLabel('Amount')],
      ['Buy', 'buy', dialog.getByText('You buy')],
    ] as const
    for (const [title, name, ready] of parts) {
      await dialog.getByRole('button', { name: title, exact: true }).click()
      await reviewView(page, title, name, ready)
      await dialog.getByRole('button', { name: 'Back' }).first().click()
      await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    }

    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    // The local chain is not one of the swap networks of SPEC.md §9.
    await reviewView(page, 'Swap', 'swap', dialog.getByText('Network not supported for Swaps'))
    await dialog.getByRole('button', { name: 'Back' }).first().click()

    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const activity = dialog.getByRole('tabpanel').getByText(/No activity yet|ETH|LTT/)
    await reviewView(page, 'Account', 'account-activity', activity)

    await dialog.getByRole('button', { name: 'Get a name' }).click()
    await reviewView(page, 'Register Account', 'register-account')
    await dialog.getByRole('button', { name: 'Choose a name' }).click()
    await reviewView(page, 'Choose a Name', 'register-account-name', dialog.getByLabel('Name'))
    expect(errors).toEqual([])
  })

  it('behavior: sends ETH and LTT from the Send part; balances change and Activity lists the transfer', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await connectThroughModal(page)
    const dialog = dialogOf(page)
    await page.getByTestId('balance-recipient').filter({ hasText: 'ETH' }).waitFor()

    const ether = await page.getByTestId('balance-recipient').textContent()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog.getByLabel('Token'), 'ETH')
    await dialog.getByLabel('Amount').fill('0.002')
    await dialog.getByLabel('Receiver address').fill(recipient())
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await sentAndDone(page)
    await dialog.getByText('Last transfer').waitFor()
    // The demo's own panel reads the recipient's balance from the chain.
    await clickPageButton(page, 'Refresh balances')
    const etherAfter = await waitForChange(page, 'balance-recipient', ether)
    expect(number(etherAfter) - number(ether)).toBeCloseTo(0.002, 6)

    const tokens = await page.getByTestId('balance-recipient-tokens').textContent()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog.getByLabel('Token'), 'LTT')
    await dialog.getByLabel('Amount').fill('2')
    await dialog.getByLabel('Receiver address').fill(recipient())
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await sentAndDone(page)
    await clickPageButton(page, 'Refresh balances')
    const tokensAfter = await waitForChange(page, 'balance-recipient-tokens', tokens)
    expect(number(tokensAfter) - number(tokens)).toBe(2)

    // The blockchain service indexed the transfer: the Activity tab shows it.
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByRole('tabpanel').getByText('LTT', { exact: false }).first().waitFor()
    expect(errors).toEqual([])
  })

  it('behavior: with sign-in required, connecting asks for a signature the server verifies', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await requireSignIn(page)
    await openModal(page)
    await dialogOf(page)
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .click()
    await reviewView(page, 'Sign In', 'siwx-sign-message')
    // Required and not signed in yet: the modal cannot be closed.
    await expect(dialogOf(page).getByRole('button', { name: 'Close' }).count()).resolves.toBe(0)
    await dialogOf(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await dialogOf(page).waitFor({ state: 'detached' })

    const chainId = inject('devnet').chains[0]?.id
    const sessions = await signInSessions(`eip155:${chainId}`, payer())
    expect(sessions.length).toBeGreaterThan(0)
    expect(sessions.at(-1)?.message).toContain(new URL(inject('demoUrl')).host)
    expect(errors).toEqual([])
  })

  it('behavior: a rejected connect shows the error in the modal, and Try again connects', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await clickPageButton(page, 'Test wallet: reject the next request')
    await openModal(page)
    const dialog = dialogOf(page)
    await dialog
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .click()
    await dialog.getByText('Connection rejected').waitFor()
    await reviewView(page, 'Connecting', 'connecting-external-error')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
  })

  it('behavior: the Solana test wallet connects through the modal, on the local cluster', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    await dialog.getByRole('button', { name: /Latch Solana Test Wallet/ }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    const solana = inject('devnet').solana
    const address = solana?.accounts[0]?.address ?? ''
    await dialog.getByText(address.slice(0, 4), { exact: false }).first().waitFor()
    await dialog.getByRole('button', { name: /^Network: Solana Devnet/ }).waitFor()
    await reviewView(page, 'Account', 'account-solana')
    await expect
      .poll(() => page.getByTestId('headless-network').textContent())
      .toBe(solana?.chainId)
    expect(errors).toEqual([])
  })

  it('behavior: with sign-in required, the Solana test wallet signs a CAIP-122 message the server verifies', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await requireSignIn(page)
    await openModal(page)
    const dialog = dialogOf(page)
    await dialog.getByRole('button', { name: /Latch Solana Test Wallet/ }).click()
    await reviewView(page, 'Sign In', 'siwx-sign-message-solana')
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })

    const solana = inject('devnet').solana
    const address = solana?.accounts[0]?.address ?? ''
    const sessions = await signInSessions(solana?.chainId ?? '', address)
    expect(sessions.length).toBeGreaterThan(0)
    expect(sessions.at(-1)?.message).toContain('wants you to sign in with your Solana account:')
    expect(sessions.at(-1)?.message).toContain(address)
    expect(errors).toEqual([])
  })

  it('behavior: the Solana test wallet sends SOL and LTT from the Send part; lamports move in the local runtime', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    await dialog.getByRole('button', { name: /Latch Solana Test Wallet/ }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    const solana = inject('devnet').solana
    const to = solana?.accounts[1]?.address ?? ''
    const native = dialog.getByTestId('latch-native-balance')
    await native.filter({ hasText: 'SOL' }).waitFor()
    const solBefore = await native.textContent()
    const lamportsBefore = await solanaBalance(to)

    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog.getByLabel('Token'), 'SOL')
    await dialog.getByLabel('Amount').fill('0.5')
    await dialog.getByLabel('Receiver address').fill(to)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByText('Sent', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    // The runtime moved the lamports; the account's balance is read again (SOL and the fee).
    expect((await solanaBalance(to)) - lamportsBefore).toBe(500_000_000)
    await expect.poll(() => native.textContent()).not.toBe(solBefore)
    expect(number(solBefore) - number(await native.textContent())).toBeCloseTo(0.5, 2)

    // "1,000,000.000 LTT $1,000,000.00": the amount comes first.
    const tokenRow = dialog
      .getByRole('tabpanel')
      .locator('.latch-row', { hasText: 'Latch Test Token' })
      .locator('.latch-row__value')
    const lttBefore = await tokenRow.textContent()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog.getByLabel('Token'), 'LTT')
    await dialog.getByLabel('Amount').fill('2')
    await dialog.getByLabel('Receiver address').fill(to)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByText('Sent', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => tokenRow.textContent()).not.toBe(lttBefore)
    expect(number(lttBefore) - number(await tokenRow.textContent())).toBe(2)
    expect(errors).toEqual([])
  })

  it('behavior: switching to a chain the wallet does not know adds it, from the modal', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await connectThroughModal(page)
    const dialog = dialogOf(page)
    const chainB = inject('devnet').chains[1]
    await dialog.getByRole('button', { name: /^Network/ }).click()
    await dialog.getByRole('button', { name: chainB?.name ?? '', exact: true }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await expect(page.getByTestId('headless-network').textContent()).resolves.toBe(
      `eip155:${chainB?.id}`,
    )
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect(page.getByTestId('wallet-address').textContent()).resolves.toBe('—')
    expect(errors).toEqual([])
  })
})
