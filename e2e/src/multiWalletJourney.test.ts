import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser.js'
import { connectedToDemo } from './connectedDemo.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

// The demo's two EIP-6963 wallets: the Latch Test Wallet signs as the first dev account,
// the Latch Other Wallet as another (the demo's `createDemoEnvironment`).
const accounts = () => inject('devnet').accounts
const first = () => (accounts()[0]?.address ?? '').toLowerCase()
const other = () => ((accounts()[3] ?? accounts()[1])?.address ?? '').toLowerCase()

/** The address the Account view shows (its full value is the title). */
async function accountAddress(dialog: Locator) {
  await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
  return (await dialog.getByTestId('latch-account-address').getAttribute('title'))?.toLowerCase()
}

/** Each row of the Wallets view as its text: the wallet, its network and address, status. */
async function walletRows(dialog: Locator) {
  const rows = dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
  return rows.allTextContents()
}

describe('multi-wallet journey (the demo project has multi-wallet on)', () => {
  it('behavior: two wallets on eip155 at once, switching between them, disconnecting one', async () => {
    const { page, errors, dialog } = await connectedToDemo(browser)
    await expect(accountAddress(dialog)).resolves.toBe(first())

    // Add wallet opens Connect over the wallets; the other wallet connects beside the first.
    await dialog.getByRole('button', { name: 'Connected wallets' }).click()
    await dialog.getByRole('heading', { name: 'Wallets', exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Add wallet' }).click()
    await dialog
      .getByRole('button', { name: /Latch Other Wallet/ })
      .first()
      .click()
    await expect.poll(() => accountAddress(dialog)).toBe(other())

    await dialog.getByRole('button', { name: 'Connected wallets' }).click()
    await expect
      .poll(() => walletRows(dialog))
      .toEqual([
        expect.stringMatching(/^Latch Other Wallet.*Active.*Disconnect$/),
        expect.stringMatching(/^Latch Test Wallet.*Connected.*Switch.*Disconnect$/),
      ])

    // Switching: the first wallet is active again, without a prompt; the other stays.
    await dialog.getByRole('button', { name: 'Switch to Latch Test Wallet on eip155' }).click()
    await expect
      .poll(() => walletRows(dialog))
      .toEqual([
        expect.stringMatching(/^Latch Test Wallet.*Active/),
        expect.stringMatching(/^Latch Other Wallet.*Connected.*Switch/),
      ])
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(accountAddress(dialog)).resolves.toBe(first())

    // And back to the other one.
    await dialog.getByRole('button', { name: 'Connected wallets' }).click()
    await dialog.getByRole('button', { name: 'Switch to Latch Other Wallet on eip155' }).click()
    await expect
      .poll(() => walletRows(dialog))
      .toEqual([
        expect.stringMatching(/^Latch Other Wallet.*Active/),
        expect.stringMatching(/^Latch Test Wallet.*Connected/),
      ])
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(accountAddress(dialog)).resolves.toBe(other())

    // Disconnecting one: the other stays connected (the active one gives way to it).
    await dialog.getByRole('button', { name: 'Connected wallets' }).click()
    await dialog.getByRole('button', { name: 'Disconnect Latch Other Wallet on eip155' }).click()
    await expect
      .poll(() => walletRows(dialog))
      .toEqual([expect.stringMatching(/^Latch Test Wallet.*Active.*Disconnect$/)])
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(accountAddress(dialog)).resolves.toBe(first())
    await expect
      .poll(() => page.getByTestId('wallet-address').textContent())
      .toMatch(new RegExp(first(), 'i'))
    expect(errors).toEqual([])
  })
})
