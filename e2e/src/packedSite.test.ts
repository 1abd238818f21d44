import { dirname } from 'node:path'
import { devAccounts } from '@latch/test-wallets'
import { installTestWallets } from '@latch/test-wallets/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeWhenTestEnds, launchBrowser } from './browser.js'
import { type ExampleServer, serveViteSite } from './examples/exampleServers.js'

// apps/example-vite as a site builds it from the registry's files: installed by npm from the
// packed tarballs outside the workspace (scripts/packedSite.mjs), its `dist` in
// LATCH_PACKED_SITE. A visitor with a browser wallet connects.

const dist = process.env.LATCH_PACKED_SITE
const account = devAccounts[0]

let browser: Browser
let server: ExampleServer

beforeAll(async () => {
  if (!dist) throw new Error('LATCH_PACKED_SITE is not set: scripts/packaging.mjs runs this file')
  browser = await launchBrowser()
  server = await serveViteSite(dirname(dist))
})

afterAll(async () => {
  await server?.close()
  await browser?.close()
})

describe('the site installed from the packed packages', () => {
  it('behavior: a visitor connects a browser wallet and sees the account on the button', async () => {
    if (!account) throw new Error('no dev account 0')
    const context = closeWhenTestEnds(await browser.newContext())
    // No chain runs here: the wallet only answers for its account and chain id.
    await installTestWallets(context, {
      evm: {
        privateKey: account.privateKey,
        chains: [{ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9/' }],
      },
    })
    const page = await context.newPage()
    const uncaught: string[] = []
    page.on('pageerror', (error) => uncaught.push(error.message))
    await page.goto(server.url)

    const button = page.locator('.latch-connect-button')
    await expect.poll(() => button.textContent()).toBe('Connect Wallet')
    await button.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Latch Test Wallet/ }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => button.getAttribute('data-connected')).toBe('true')
    expect(await button.textContent()).toContain(account.address.slice(0, 6))
    expect(uncaught).toEqual([])
  })
})
