import { existsSync, statSync } from 'node:fs'
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

describe('demo page', () => {
  it('default: loads with the catalogue and no errors, and is saved as a screenshot', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await expect(page.title()).resolves.toBe('Latch demo')
    await page.getByRole('heading', { name: 'Latch', level: 1 }).waitFor()
    const rows = page.locator('tbody tr')
    expect(await rows.count()).toBeGreaterThan(35)
    await expect(page.getByRole('cell', { name: 'eip155:1', exact: true }).count()).resolves.toBe(1)
    const path = await saveScreenshot(page, 'demo-home')
    expect(existsSync(path) && statSync(path).size).toBeGreaterThan(1000)
    expect(errors).toEqual([])
  })

  it('behavior: the CAIP inspector parses and rejects as the visitor types', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    const input = page.getByLabel('CAIP-2 network id or CAIP-10 account id')
    await input.fill('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    await expect
      .poll(() => page.getByTestId('caip-parts').textContent())
      .toContain('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    await input.fill('eip155')
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid CAIP-2 network id')
  })

  it('behavior: the theme toggle switches light and dark', async () => {
    const { page } = await openPage(browser)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(inject('demoUrl'))
    const theme = () => page.locator('.page').getAttribute('data-theme')
    await expect(theme()).resolves.toBe('dark')
    await page.getByRole('button', { name: 'Switch to light mode' }).click()
    await expect(theme()).resolves.toBe('light')
  })
})
