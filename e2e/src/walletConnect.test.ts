import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'

// WalletConnect in the demo: the pairing is made through the local latch-server's relay by
// the real sign-client, loaded in the page when the visitor picks WalletConnect.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('WalletConnect', () => {
  it('behavior: picking WalletConnect shows a pairing of the local relay as a QR code, and its link', async () => {
    const { page, errors } = await openPage(browser)
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await page.goto(inject('demoUrl'))
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(new URLSearchParams(uri.split('?')[1]).get('relay-protocol')).toBe('irn')
    // Only the page's own hosts: the demo and its local services, the relay among them.
    const local = (host: string) => /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host)
    expect([...hosts].filter((host) => !local(host))).toEqual([])
    expect(errors).toEqual([])
  })
})
