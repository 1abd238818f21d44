import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { readQrCode } from './qrCode.js'
import { withoutSettleRace } from './settleRace.js'

// WalletConnect in the demo: the pairing is made through the local latch-server's relay by
// the real sign-client, loaded in the page when the visitor picks WalletConnect.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * Opens the demo's WalletConnect view and waits for its pairing's QR code; `copyLink` reads
 * the link it carries, as a visitor copies it.
 */
async function showPairing(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  const qr = dialog.getByRole('img', { name: 'WalletConnect QR code' })
  await qr.waitFor()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const copyLink = async () => {
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    return page.evaluate(() => navigator.clipboard.readText())
  }
  return { dialog, qr, copyLink }
}

/** The phone wallet's proposal for `uri` (its page opens a link given as `?uri=`). */
async function proposalIn(phone: Page, uri: string) {
  await phone.goto(`${inject('mobileWalletUrl')}?uri=${encodeURIComponent(uri)}`)
  return phone.getByRole('article', { name: 'Proposal of Latch demo' })
}

/** The phone wallet approves the proposal of `uri`. */
async function approveIn(phone: Page, uri: string) {
  await (await proposalIn(phone, uri)).getByRole('button', { name: 'Approve' }).click()
}

describe('WalletConnect', () => {
  it('behavior: picking WalletConnect shows a pairing of the local relay as a QR code, and its link', async () => {
    const { page, errors } = await openPage(browser)
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await page.goto(inject('demoUrl'))
    const { qr, copyLink } = await showPairing(page)
    const uri = await copyLink()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // What a phone's camera reads is the link the page gives.
    expect(await readQrCode(qr)).toBe(uri)
    expect(new URLSearchParams(uri.split('?')[1]).get('relay-protocol')).toBe('irn')
    // Only the page's own hosts: the demo and its local services, the relay among them.
    const local = (host: string) => /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host)
    expect([...hosts].filter((host) => !local(host))).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('WalletConnect with a phone wallet', () => {
  it('behavior: the phone wallet pairs with the link; a signature and a transfer go over the session; a reload keeps it; the wallet ends it', async () => {
    const site = await openPage(browser)
    const phone = await openPage(browser)
    await site.page.goto(inject('demoUrl'))
    // The demo links to the phone wallet (which also opens a link given as `?uri=`, below).
    const link = site.page.getByRole('link', { name: 'open the Latch Test Mobile Wallet' })
    expect(await link.getAttribute('href')).toBe(inject('mobileWalletUrl'))
    const { dialog, copyLink } = await showPairing(site.page)

    // The phone wallet (dev account 1; the demo's own test wallet holds account 0).
    const phoneAddress = inject('devnet').accounts[1]?.address ?? ''
    await approveIn(phone.page, await copyLink())
    await dialog.getByRole('heading', { name: 'Account' }).waitFor()
    await site.page.keyboard.press('Escape')
    await expect
      .poll(() => site.page.getByTestId('wallet-address').textContent())
      .toBe(phoneAddress)

    await site.page.getByRole('button', { name: 'Sign a message' }).click()
    await expect
      .poll(() => site.page.getByTestId('signature').textContent())
      .toMatch(/^verified 0x[0-9a-f]{130}$/)
    await phone.page
      .getByRole('list', { name: 'Requests' })
      .getByText(/personal_sign on eip155:\d+: signed/)
      .waitFor()

    // A transfer over the session: the phone wallet signs and sends it to the local chain.
    const recipient = site.page.getByTestId('balance-recipient')
    await recipient.filter({ hasText: 'ETH' }).waitFor()
    const before = await recipient.textContent()
    await site.page.getByRole('button', { name: /^Send .+ ETH to account #2$/ }).click()
    await expect
      .poll(() => site.page.getByTestId('last-transaction').textContent())
      .toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => recipient.textContent()).not.toBe(before)
    await phone.page
      .getByRole('list', { name: 'Requests' })
      .getByText(/eth_sendTransaction on eip155:\d+/)
      .waitFor()

    await site.page.reload()
    await expect
      .poll(() => site.page.getByTestId('wallet-address').textContent())
      .toBe(phoneAddress)

    await phone.page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => site.page.getByTestId('wallet-address').textContent()).toBe('—')
    expect(withoutSettleRace(site.errors)).toEqual([])
    expect(phone.errors).toEqual([])
  })

  it('behavior: a refusal in the phone wallet shows "Connection rejected", and Try again pairs anew', async () => {
    const site = await openPage(browser)
    const phone = await openPage(browser)
    await site.page.goto(inject('demoUrl'))
    const { dialog, copyLink } = await showPairing(site.page)
    const first = await copyLink()
    await (await proposalIn(phone.page, first)).getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Connection rejected')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    expect(await copyLink()).not.toBe(first)
    expect(withoutSettleRace(site.errors)).toEqual([])
    expect(phone.errors).toEqual([])
  })

  it('behavior: a pairing 10 s from its 4-minute expiry is shown as expired; a new QR code pairs', async () => {
    const site = await openPage(browser)
    const phone = await openPage(browser)
    // The page's clock, so that four minutes pass at once; the relay and the phone keep theirs.
    await site.page.clock.install()
    await site.page.goto(inject('demoUrl'))
    const { dialog, qr, copyLink } = await showPairing(site.page)
    const first = await copyLink()

    await site.page.clock.fastForward('03:49')
    expect(await readQrCode(qr)).toBe(first)
    await site.page.clock.fastForward('00:02')
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('This QR code has expired.')
    expect(await qr.count()).toBe(0)

    await dialog.getByRole('button', { name: 'New QR code' }).click()
    await qr.waitFor()
    const second = await copyLink()
    expect(second).not.toBe(first)
    expect(await readQrCode(qr)).toBe(second)
    await approveIn(phone.page, second)
    await dialog.getByRole('heading', { name: 'Account' }).waitFor()
    expect(withoutSettleRace(site.errors)).toEqual([])
    expect(phone.errors).toEqual([])
  })

  it('behavior: Disconnect on the site ends the session in the phone wallet too', async () => {
    const site = await openPage(browser)
    const phone = await openPage(browser)
    await site.page.goto(inject('demoUrl'))
    const { dialog, copyLink } = await showPairing(site.page)
    await approveIn(phone.page, await copyLink())
    await phone.page.getByRole('article', { name: 'Session with Latch demo' }).waitFor()
    await dialog.getByRole('heading', { name: 'Account' }).waitFor()
    await site.page.keyboard.press('Escape')

    await site.page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => site.page.getByTestId('wallet-address').textContent()).toBe('—')
    await phone.page.getByText('No site is connected.').waitFor()
    expect(withoutSettleRace(site.errors)).toEqual([])
    expect(phone.errors).toEqual([])
  })
})
