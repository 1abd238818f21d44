import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'

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
    // The Wallet section's own controls. Once open, the modal covers the page (its backdrop
    // takes the pointer, and the page is hidden from assistive technology), so they are
    // driven the way a script drives them: a click event on the button itself.
    const panel = page.locator('section', { has: page.locator('#wallet-title') })
    const button = (name: string) => ({
      click: () =>
        panel
          .getByRole('button', { name, exact: true, includeHidden: true })
          .dispatchEvent('click'),
    })
    await expect(text('headless-open')).resolves.toBe('closed')
    await button('Open').click()
    await expect(text('headless-open')).resolves.toBe('open')
    await expect(text('headless-view')).resolves.toBe('Connect')
    await button('Show all wallets').click()
    await expect(text('headless-history')).resolves.toBe('Connect → AllWallets')
    await button('Back').click()
    await expect(text('headless-view')).resolves.toBe('Connect')
    // Back from the first view closes the modal.
    await button('Back').click()
    await expect(text('headless-open')).resolves.toBe('closed')
    expect(errors).toEqual([])
  })

  it('behavior: the chosen network is remembered across a reload', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    const [, chainB] = inject('devnet').chains
    const select = page.getByRole('combobox', { name: 'Active network' })
    await select.selectOption(`eip155:${chainB?.id}`)
    await expect(page.getByTestId('headless-network').textContent()).resolves.toBe(
      `eip155:${chainB?.id}`,
    )
    await page.reload()
    await expect(page.getByTestId('headless-network').textContent()).resolves.toBe(
      `eip155:${chainB?.id}`,
    )
  })
})
