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

describe('the demo with the local services', () => {
  it('behavior: the project’s remote features reach the client state', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    // The demo project: email, all socials, activity and multi-wallet on. Multi-wallet is off
    // by default, so its arrival is what shows the project's features reached the client.
    await page.getByTestId('features').filter({ hasText: 'multi-wallet' }).waitFor()
    const features = await page.getByTestId('features').textContent()
    expect(features).toContain('email')
    expect(features).toContain('activity')
    expect(features).toContain('multi-wallet')
    expect(errors).toEqual([])
  })

  it('behavior: the wallet registry is listed and searched from the server, with its icons', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await page.getByTestId('registry-count').filter({ hasText: 'wallets' }).waitFor()
    const total = Number.parseInt(
      (await page.getByTestId('registry-count').textContent()) ?? '',
      10,
    )
    expect(total).toBeGreaterThanOrEqual(40)
    await page.getByLabel('Search wallets').fill('metamask')
    await page
      .getByTestId('registry-count')
      .filter({ hasText: /^1 wallets$/ })
      .waitFor()
    const icon = page.locator('.registry img').first()
    await expect(icon.getAttribute('src')).resolves.toContain(inject('servicesUrl'))
    // The icon really loaded from the server.
    await expect(
      icon.evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).resolves.toBeGreaterThan(0)
    await saveScreenshot(page, 'demo-registry')
    expect(errors).toEqual([])
  })
})
