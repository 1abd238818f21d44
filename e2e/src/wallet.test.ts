import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const number = (text: string | null) => Number.parseFloat((text ?? '').replace(/,/g, ''))

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Latch Test Wallet' }).click()
  const payer = inject('devnet').accounts[0]?.address
  await page
    .getByTestId('wallet-address')
    .filter({ hasText: payer ?? '' })
    .waitFor()
}

async function changes(page: Page, testId: string, before: string | null) {
  const locator = page.getByTestId(testId)
  await page.waitForFunction(
    ([id, previous]) => document.querySelector(`[data-testid="${id}"]`)?.textContent !== previous,
    [testId, before] as const,
  )
  return locator.textContent()
}

describe('the Latch Test Wallet in the demo', () => {
  it('behavior: connects, signs, sends ETH and LTT on the local chain, and disconnects', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await connect(page)
    await page.getByTestId('balance-recipient').filter({ hasText: 'ETH' }).waitFor()

    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(
      page.getByTestId('signature').filter({ hasText: 'verified 0x' }).textContent(),
    ).resolves.toMatch(/^verified 0x[0-9a-f]{130}$/)

    const ether = await page.getByTestId('balance-recipient').textContent()
    // Exact: the batch button's name starts the same ("… to account #2 twice, …").
    await page.getByRole('button', { name: 'Send 0.001 ETH to account #2', exact: true }).click()
    const etherAfter = await changes(page, 'balance-recipient', ether)
    expect(number(etherAfter) - number(ether)).toBeCloseTo(0.001, 6)
    await expect(page.getByTestId('last-transaction').textContent()).resolves.toMatch(
      /^0x[0-9a-f]{64}$/,
    )

    const tokens = await page.getByTestId('balance-recipient-tokens').textContent()
    const served = await page.getByTestId('balance-recipient-served').textContent()
    await page.getByRole('button', { name: 'Send 1 LTT to account #2' }).click()
    const tokensAfter = await changes(page, 'balance-recipient-tokens', tokens)
    expect(number(tokensAfter) - number(tokens)).toBe(1)
    // The blockchain service (latch-server over the same chain) sees the transfer too.
    const servedAfter = await changes(page, 'balance-recipient-served', served)
    const ltt = (text: string | null) => number(/([\d,.]+) LTT/.exec(text ?? '')?.[1] ?? '')
    expect(ltt(servedAfter) - ltt(served)).toBe(1)
    await saveScreenshot(page, 'demo-wallet-connected')

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('wallet-address').textContent()).resolves.toBe('—')
    expect(errors).toEqual([])
  })

  it('behavior: switching to a chain the wallet does not know adds it', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    const [chainA, chainB] = inject('devnet').chains
    await page
      .getByRole('combobox', { name: 'Active network' })
      .selectOption(`eip155:${chainA?.id}`)
    await connect(page)
    await page
      .getByRole('combobox', { name: 'Active network' })
      .selectOption(`eip155:${chainB?.id}`)
    await page
      .getByTestId('headless-network')
      .filter({ hasText: `eip155:${chainB?.id}` })
      .waitFor()
    await expect(page.getByRole('alert').count()).resolves.toBe(0)
    await page.getByTestId('balance-mine').filter({ hasText: 'ETH' }).waitFor()
  })

  it('behavior: a rejected connect says "Connection rejected" and a retry connects', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await page.getByRole('button', { name: 'Test wallet: reject the next request' }).click()
    await page.getByRole('button', { name: 'Connect Latch Test Wallet' }).click()
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Connection rejected')
    await connect(page)
    await expect(page.getByRole('alert').count()).resolves.toBe(0)
  })
})
