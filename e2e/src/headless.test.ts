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
    // driven the way a script drives them: a click event on the button itself. The machines
    // load on the first use, so each change shows a moment after the click.
    const panel = page.locator('section', { has: page.locator('#wallet-title') })
    const button = (name: string) => ({
      click: () =>
        panel
          .getByRole('button', { name, exact: true, includeHidden: true })
          .dispatchEvent('click'),
    })
    await expect.poll(() => text('headless-open')).toBe('closed')
    await button('Open').click()
    await expect.poll(() => text('headless-open')).toBe('open')
    await expect.poll(() => text('headless-view')).toBe('Connect')
    await button('Show all wallets').click()
    await expect.poll(() => text('headless-history')).toBe('Connect → AllWallets')
    await button('Back').click()
    await expect.poll(() => text('headless-view')).toBe('Connect')
    // Back from the first view closes the modal.
    await button('Back').click()
    await expect.poll(() => text('headless-open')).toBe('closed')
    expect(errors).toEqual([])
  })

  it('behavior: the chosen network is remembered across a reload', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    const [, chainB] = inject('devnet').chains
    const select = page.getByRole('combobox', { name: 'Active network' })
    await select.selectOption(`eip155:${chainB?.id}`)
    await expect
      .poll(() => page.getByTestId('headless-network').textContent())
      .toBe(`eip155:${chainB?.id}`)
    await page.reload()
    await expect
      .poll(() => page.getByTestId('headless-network').textContent())
      .toBe(`eip155:${chainB?.id}`)
  })
})
