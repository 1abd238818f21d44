import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { dialogOf, openModal } from './reviewView.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

// The demo's Latch Two-Chain Wallet: an EIP-6963 wallet (EVM dev account 4) and a
// wallet-standard one (Solana dev account 4) of the same name, as Phantom ships (the demo's
// `createDemoEnvironment`).
const wallet = 'Latch Two-Chain Wallet'

describe('a wallet on two namespaces (SPEC.md §3, MULTI_CHAIN)', () => {
  it('behavior: the connect list shows it once; picking it connects eip155 and solana', async () => {
    const devnet = inject('devnet')
    const evmAddress = devnet.accounts[4]?.address.toLowerCase()
    const solanaAddress = devnet.solana?.accounts[4]?.address
    expect(evmAddress).toMatch(/^0x[0-9a-f]{40}$/)
    expect(solanaAddress).toBeTruthy()

    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    // Both of its connectors are found (the other wallets of each namespace are listed) before
    // the entries are counted.
    await dialog
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .waitFor()
    await dialog.getByRole('button', { name: /Latch Solana Test Wallet/ }).waitFor()
    const entries = dialog.getByRole('button', { name: new RegExp(wallet) })
    await expect(entries.count()).resolves.toBe(1)

    await entries.click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    // The Account shows the active namespace's account: the EVM one.
    await expect(
      dialog
        .getByTestId('latch-account-address')
        .getAttribute('title')
        .then((value) => value?.toLowerCase()),
    ).resolves.toBe(evmAddress)

    // Both namespaces hold the wallet's connection, each with its own account.
    await dialog.getByRole('button', { name: 'Connected wallets' }).click()
    await dialog.getByRole('heading', { name: 'Wallets', exact: true }).waitFor()
    const rows = dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
    await expect
      .poll(async () => (await rows.allTextContents()).filter((row) => row.startsWith(wallet)))
      .toHaveLength(2)
    await dialog.getByRole('button', { name: `Disconnect ${wallet} on eip155` }).waitFor()
    await dialog.getByRole('button', { name: `Disconnect ${wallet} on solana` }).waitFor()
    const addresses = await rows
      .locator('[title]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title')))
    expect(addresses.map((address) => address?.toLowerCase())).toContain(evmAddress)
    expect(addresses).toContain(solanaAddress)
    expect(errors).toEqual([])
  })
})
