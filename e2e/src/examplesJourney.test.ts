import { devAccounts, type TestWalletSettings } from '@latch/test-wallets'
import { installTestWallets } from '@latch/test-wallets/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeWhenTestEnds, launchBrowser } from './browser.js'
import {
  type ExampleServer,
  serveViteExample,
  startNextExample,
} from './examples/exampleServers.js'

// The examples a site starts from, as their production builds serve them: the Vite
// single-page app and the Next.js App Router site (server-rendered, with cookie storage). A
// visitor connects the browser wallet, reloads, and is still connected; the button never
// shows "Connect Wallet" again, and nothing in the console reads as a fault (a hydration
// mismatch is React's error #418 there).

const account = devAccounts[0]
if (!account) throw new Error('no dev account 0')
const shortAddress = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`

let browser: Browser
let wallets: TestWalletSettings
const servers: ExampleServer[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  const chain = inject('devnet').chains[0]
  if (!chain) throw new Error('the devnet has no chain')
  // The examples use Ethereum's id; the wallet's reads go to the local chain.
  wallets = {
    evm: { privateKey: account.privateKey, chains: [{ ...chain, id: 1, name: 'Ethereum' }] },
  }
})

afterAll(async () => {
  for (const server of servers.splice(0)) await server.close()
  await browser?.close()
})

// Every text the connect button shows, in order, from the first byte of each document on.
const recordButtonTexts = `
  window.latchButtonTexts = []
  new MutationObserver(() => {
    const button = document.querySelector('.latch-connect-button')
    const text = button ? button.textContent : null
    if (text !== null && window.latchButtonTexts.at(-1) !== text) window.latchButtonTexts.push(text)
  }).observe(document, { subtree: true, childList: true, characterData: true })
`
const buttonTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { latchButtonTexts: string[] }).latchButtonTexts)

/** A visitor whose browser has the test wallet installed, on `url`. */
async function visitor(url: string) {
  const context = await browser.newContext()
  closeWhenTestEnds(context)
  await installTestWallets(context, wallets)
  await context.addInitScript(recordButtonTexts)
  const page = await context.newPage()
  const faults: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      faults.push(`${message.type()}: ${message.text()} (${message.location().url})`)
    }
  })
  page.on('pageerror', (error) => faults.push(`uncaught: ${error.message}`))
  // The console says a load failed, not which: the response does.
  page.on('response', (response) => {
    if (response.status() >= 400) faults.push(`${response.status()}: ${response.url()}`)
  })
  const response = await page.goto(url)
  return { page, faults, html: (await response?.text()) ?? '' }
}

async function connect(page: Page) {
  const button = page.locator('.latch-connect-button')
  await expect.poll(() => button.textContent()).toBe('Connect Wallet')
  await button.click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Latch Test Wallet/ }).click()
  await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
  await page.keyboard.press('Escape')
  await expect.poll(() => dialog.count()).toBe(0)
  await expect.poll(() => button.getAttribute('data-connected')).toBe('true')
  expect(await button.textContent()).toContain(shortAddress)
}

describe('the examples, built for production', () => {
  it('behavior: the Vite app connects, and after a reload shows the account at once, then restores it', async () => {
    const server = await serveViteExample()
    servers.push(server)
    const { page, faults } = await visitor(server.url)
    await connect(page)

    await page.reload()
    const button = page.locator('.latch-connect-button')
    await expect.poll(() => button.getAttribute('data-connected')).toBe('true')
    expect(await button.textContent()).toContain(shortAddress)
    expect(await buttonTexts(page)).not.toContain('Connect Wallet')
    expect(faults).toEqual([])
  })

  it('behavior: the Next.js site renders the button on the server, connects, and after a reload renders the account on the server and hydrates without a mismatch', async () => {
    const server = await startNextExample()
    servers.push(server)
    const { page, faults, html } = await visitor(server.url)
    // A first visit: the server renders the button with no one connected.
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('data-connected="false"')
    await connect(page)
    await expect.poll(() => page.getByTestId('account').textContent()).toContain('connected: ')

    const reloaded = await page.reload()
    // The request carried the cookies: the server's HTML has the account.
    const served = (await reloaded?.text()) ?? ''
    expect(served).toContain('data-connected="true"')
    expect(served).toContain(shortAddress)
    expect(served).not.toContain('Connect Wallet')
    await expect
      .poll(() => page.getByTestId('account').textContent())
      .toBe(`connected: ${account.address}`)
    expect(await buttonTexts(page)).not.toContain('Connect Wallet')
    expect(faults).toEqual([])
  })
})
