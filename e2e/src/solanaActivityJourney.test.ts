import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser.js'
import { connectedToDemo } from './connectedDemo.js'
import { reviewView } from './reviewView.js'

// The Latch Solana Test Wallet on the demo, against the testkit's local cluster: what it sends
// is read back by latch-server from the cluster's RPC and listed in the Activity tab.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Options read "SOL · 999.99 SOL": the symbol, then the balance. */
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

describe('Solana activity', () => {
  it('behavior: SOL and LTT sent from the Send part show in the Activity tab, newest first, as sends with their amounts', async () => {
    const { page, errors, dialog } = await connectedToDemo(browser, /Latch Solana Test Wallet/)
    const solana = inject('devnet').solana
    const to = solana?.accounts[2]?.address ?? ''
    await dialog.getByRole('button', { name: /^Network: Solana Devnet/ }).waitFor()

    // Amounts no other journey sends, so that the rows found are this journey's.
    for (const [symbol, amount] of [
      ['SOL', '0.137'],
      ['LTT', '3.21'],
    ] as const) {
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await chooseToken(dialog.getByLabel('Token'), symbol)
      await dialog.getByLabel('Amount').fill(amount)
      await dialog.getByLabel('Receiver address').fill(to)
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await dialog.getByText('Sent', { exact: true }).waitFor()
      await dialog.getByRole('button', { name: 'Done' }).click()
      await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    }

    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const rows = dialog.getByRole('tabpanel').locator('.latch-row')
    const sol = rows.filter({ hasText: '−0.137 SOL' })
    const ltt = rows.filter({ hasText: '−3.210 LTT' })
    await sol.waitFor()
    await ltt.waitFor()
    for (const row of [sol, ltt]) {
      await expect(row.locator('.latch-row__name').textContent()).resolves.toMatch(
        /^send Confirmed · /,
      )
    }
    // Newest first: the LTT send is listed above the SOL one.
    const values = await rows.locator('.latch-row__value').allTextContents()
    expect(values.indexOf('−3.210 LTT')).toBeLessThan(values.indexOf('−0.137 SOL'))
    await reviewView(page, 'Account', 'activity-solana')
    expect(errors).toEqual([])
  })
})
