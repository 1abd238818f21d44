import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('headless client in the demo', () => {
  it('behavior: open, navigate, go back and close drive the machines in the browser', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    const text = (id: string) => page.getByTestId(id).textContent()
    await expect(text('headless-open')).resolves.toBe('closed')
    await page.getByRole('button', { name: 'Open', exact: true }).click()
    await expect(text('headless-open')).resolves.toBe('open')
    // No adapter is configured: only WalletConnect can connect (SPEC.md §2).
    await expect(text('headless-view')).resolves.toBe('ConnectingWalletConnectBasic')
    await page.getByRole('button', { name: 'Show all wallets' }).click()
    await expect(text('headless-history')).resolves.toBe(
      'ConnectingWalletConnectBasic → AllWallets',
    )
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(text('headless-view')).resolves.toBe('ConnectingWalletConnectBasic')
    await saveScreenshot(page, 'demo-headless')
    // Back from the first view closes the modal.
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(text('headless-open')).resolves.toBe('closed')
    expect(errors).toEqual([])
  })

  it('behavior: the chosen network is remembered across a reload', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await page.getByRole('combobox', { name: 'Active network' }).selectOption('eip155:10')
    await expect(page.getByTestId('headless-network').textContent()).resolves.toBe('eip155:10')
    await page.reload()
    await expect(page.getByTestId('headless-network').textContent()).resolves.toBe('eip155:10')
  })
})
