import {
  createServer,
  type LatchServer,
  type Project,
  type RunningServer,
  saveProject,
} from '@latch/server'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { secureFrame, shownAddress } from './emailLogin.js'
import { dialogOf, openModal } from './reviewView.js'

// SPEC.md §8 "Unverified Domain": a visitor logged in by email on a site that the project then
// stops allowing (its owner took the site off the project's origins). The page is told of a
// latch-server of this file (`/services.json`), whose project `shop` allows the demo's origin
// until the journey removes it from the database, as a restart with the new list would.

let browser: Browser
let server: LatchServer
let running: RunningServer
let services: { url: string; projectId: string; frameUrl: string }

const projectId = 'shop'

beforeAll(async () => {
  browser = await launchBrowser()
  const chain = inject('devnet').chains[0]
  server = await createServer({
    env: {},
    development: true,
    // Social login is not exercised here: no local OpenID provider.
    frame: { identityProviderPort: false },
    projects: [{ id: projectId, allowedOrigins: ['http://127.0.0.1:*'] }],
    chainRpc: { [`eip155:${chain?.id}`]: chain?.rpcUrl ?? '' },
    // Every frame request reads the project as it is stored now.
    projectCacheTtlMs: 0,
  })
  running = await server.start({ port: 0 })
  services = { url: running.url, projectId, frameUrl: running.frameUrl }
})

afterAll(async () => {
  await browser?.close()
  await running?.close()
  await server?.close()
})

/** Stores the `shop` project with `allowedOrigins`. */
async function allowOrigins(allowedOrigins: string[]) {
  const shop = server.config.projects.find((project) => project.id === projectId) as Project
  await saveProject(server.database, { ...shop, allowedOrigins })
}

/** The demo, told of this file's server. */
async function openDemo(): Promise<Page> {
  const { page } = await openPage(browser)
  await page.route('**/services.json', (route) => route.fulfill({ json: services }))
  await page.goto(inject('demoUrl'))
  return page
}

describe('a site the project no longer allows', () => {
  it('behavior: the stored email login reconnects no more and the modal says Unverified Domain; allowed again, it reconnects without a code', async () => {
    const page = await openDemo()
    await openModal(page)
    const dialog = dialogOf(page)
    const email = `shop-${Date.now()}@example.com`
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('textbox', { name: 'Email' }).press('Enter')
    const codeInput = secureFrame(page).getByLabel('Code')
    await codeInput.waitFor()
    const code = /^\d{6}/.exec(server.mailbox?.list(email)[0]?.subject ?? '')?.[0] ?? ''
    await codeInput.fill(code)
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await expect.poll(() => shownAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const address = await shownAddress(page)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // The owner keeps only their production site: the demo's origin is not among them.
    await allowOrigins(['https://shop.example'])
    await page.reload()
    await page.getByTestId('wallet-address').waitFor()
    await openModal(page)
    await dialog.getByRole('alert').filter({ hasText: 'Unverified Domain' }).waitFor()
    expect(await shownAddress(page)).toBe('—')
    // The visitor is offered the ways to connect again, not a wallet that cannot answer.
    await dialog.getByRole('heading', { name: 'Connect Wallet', exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // Nothing was lost: allowed again, the same login reconnects, with no new code.
    const mails = server.mailbox?.list(email).length
    await allowOrigins(['http://127.0.0.1:*'])
    await page.reload()
    await expect.poll(() => shownAddress(page), { timeout: 20_000 }).toBe(address)
    expect(server.mailbox?.list(email).length).toBe(mails)
  })
})
