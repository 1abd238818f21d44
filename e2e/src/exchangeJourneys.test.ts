import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser.js'
import { connectedToDemo } from './connectedDemo.js'
import {
  clientOf,
  contracts,
  gasPaidSince,
  payerAddress,
  revokeRouterAllowance,
  tokenBalance,
  toUnits,
  traderBuys,
} from './exchange.js'
import { dialogOf, reviewView } from './reviewView.js'

// Swaps in the Account of the demo, on the local chain's Uniswap V2 through latch-server's
// convert routes, each checked on chain: what left and what arrived.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** The Swap view, its two tokens and the amount set. */
async function swapForm(dialog: Locator, from: string, to: string, amount: string) {
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  const pay = dialog.getByLabel('You pay')
  await pay.waitFor()
  await pay.selectOption({ label: from })
  await dialog.getByLabel('You receive').selectOption({ label: to })
  await dialog.getByLabel('Amount').fill(amount)
}

/** The quote the form shows: what it gives and the least it may, as decimal text. */
async function shownQuote(dialog: Locator) {
  const figures = await dialog.getByTestId('latch-swap-quote').locator('dd').allTextContents()
  const [receive = '', minimum = ''] = figures.map((text) => text.split(' ')[0] ?? '')
  return { receive, minimum }
}

/** ETH's USD price as the Tokens tab shows it: the row's fiat value over its amount. */
async function etherPriceShown(page: Page): Promise<number> {
  const dialog = dialogOf(page)
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  const row = dialog.getByRole('tabpanel').getByRole('listitem').filter({ hasText: ' ETH' }).first()
  const text = (await row.locator('.latch-row__value').textContent()) ?? ''
  const match = /([\d,.]+) ETH \$([\d,.]+)/.exec(text)
  if (!match) throw new Error(`no priced ETH row: "${text}"`)
  const number = (figure: string) => Number((figure ?? '').replace(/,/g, ''))
  return number(match[2] ?? '') / number(match[1] ?? '')
}

describe('swaps in the Account', () => {
  it('behavior: LTT → ETH approves LTT first, then swaps; both balances move by the quote', async () => {
    const { ltt } = contracts()
    const payer = payerAddress()
    await revokeRouterAllowance(ltt)
    const client = clientOf(0)
    const start = await client.getBlockNumber()
    const [lttBefore, ethBefore] = await Promise.all([
      tokenBalance(ltt, payer),
      client.getBalance({ address: payer }),
    ])

    const { page, errors, dialog } = await connectedToDemo(browser)
    await swapForm(dialog, 'LTT', 'ETH', '150')
    await dialog.getByTestId('latch-swap-quote').waitFor()
    const quote = await shownQuote(dialog)
    const approve = dialog.getByRole('button', { name: 'Approve LTT' })
    await reviewView(page, 'Swap', 'swap', approve)
    await approve.click()
    const swap = dialog.getByRole('button', { name: 'Swap', exact: true })
    await expect.poll(() => swap.isEnabled()).toBe(true)
    await swap.click()
    const done = dialog.getByTestId('latch-swap-done')
    await reviewView(page, 'Swap', 'swap-done', done)
    expect(await done.textContent()).toBe(`Swapped 150 LTT for ${quote.receive} ETH.`)

    const [lttAfter, ethAfter, gas] = await Promise.all([
      tokenBalance(ltt, payer),
      client.getBalance({ address: payer }),
      gasPaidSince(start),
    ])
    expect(lttBefore - lttAfter).toBe(150n * 10n ** 18n)
    // Two transactions paid gas: the approval and the swap.
    const received = ethAfter - ethBefore + gas
    expect(received).toBe(toUnits(quote.receive, 18))
    expect(received).toBeGreaterThanOrEqual(toUnits(quote.minimum, 18))
    expect(errors).toEqual([])
  })

  it('errors: a price that moved past the 1% slippage since the quote is refused; nothing is sent', async () => {
    const { ltt } = contracts()
    const payer = payerAddress()
    const client = clientOf(0)
    const { page, errors, dialog } = await connectedToDemo(browser)
    await swapForm(dialog, 'ETH', 'LTT', '1')
    await dialog.getByTestId('latch-swap-quote').waitFor()
    const [lttBefore, ethBefore, block] = await Promise.all([
      tokenBalance(ltt, payer),
      client.getBalance({ address: payer }),
      client.getBlockNumber(),
    ])
    // Another trader buys LTT with 10 ETH: an ETH now buys several percent less LTT.
    await traderBuys(5, ltt, 10n * 10n ** 18n)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const refused = dialog.getByTestId('latch-swap-error')
    await reviewView(page, 'Swap', 'swap-slippage', refused)
    expect(await refused.textContent()).toBe(
      'The price moved more than your slippage tolerance. Review the new quote and try again.',
    )
    // The wallet was not asked: no transaction of the payer since.
    expect(await gasPaidSince(block)).toBe(0n)
    expect(await tokenBalance(ltt, payer)).toBe(lttBefore)
    expect(await client.getBalance({ address: payer })).toBe(ethBefore)
    // The form shows the price now, and swaps at it.
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Swap', exact: true }).isEnabled())
      .toBe(true)
    expect(errors).toEqual([])
  })

  it('behavior: a large ETH → LUSD swap lowers the USD value of ETH in the Tokens tab', async () => {
    const { page, errors, dialog } = await connectedToDemo(browser)
    const before = await etherPriceShown(page)
    // The local exchange sets the price: ETH started at $3000 (less after the swaps above).
    expect(before).toBeGreaterThan(1000)
    await swapForm(dialog, 'ETH', 'LUSD', '20')
    await dialog.getByTestId('latch-swap-quote').waitFor()
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await dialog.getByTestId('latch-swap-done').waitFor()
    await dialog.getByRole('button', { name: 'Back' }).first().click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    // 20 ETH into a pool of about 100: ETH is worth about a third less in LUSD.
    await expect.poll(() => etherPriceShown(page)).toBeLessThan(before * 0.8)
    expect(errors).toEqual([])
  })
})
