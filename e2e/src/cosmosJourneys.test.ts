import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { StargateClient } from '@cosmjs/stargate'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { dialogOf, openModal, reviewView } from './reviewView.js'
import { expectRequiredSignIn } from './signInJourney.js'

// The Latch Cosmos Test Wallet (Keplr's API, at a key of its own) on the demo, against the
// testkit's local Cosmos chain, which checks every signature, sequence and fee.

let browser: Browser
let chain: StargateClient

const cosmos = () => {
  const local = inject('devnet').cosmos?.[0]
  if (!local) throw new Error('the e2e run has no local Cosmos chain')
  return local
}

beforeAll(async () => {
  browser = await launchBrowser()
  chain = await StargateClient.connect(cosmos().rpcUrl)
})

afterAll(async () => {
  chain?.disconnect()
  await browser?.close()
})

/** The uatom of `address` on the local chain, read by cosmjs. */
async function uatomOf(address: string): Promise<bigint> {
  return BigInt((await chain.getBalance(address, 'uatom')).amount)
}

/** A decimal amount of ATOM in uatom (6 decimals). */
function uatom(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6) || '0')
}

async function connected() {
  const { page, errors } = await openPage(browser)
  await page.goto(inject('demoUrl'))
  await openModal(page)
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: /Latch Cosmos Test Wallet/ }).click()
  await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
  return { page, errors, dialog }
}

describe('Cosmos journeys through the modal', () => {
  it('behavior: the Cosmos test wallet connects on the local chain; ATOM and every other denom show; a reload keeps it', async () => {
    const { page, errors, dialog } = await connected()
    const address = cosmos().accounts[0]?.address ?? ''
    await dialog
      .getByRole('button', { name: new RegExp(`^Network: ${cosmos().chainName}`) })
      .waitFor()
    // The ATOM balance, read by the adapter from the chain: the dev account's, less what
    // earlier journeys of this run sent.
    const balance = dialog.getByTestId('latch-native-balance')
    await balance.filter({ hasText: 'ATOM' }).waitFor()
    const shown = Number.parseFloat(((await balance.textContent()) ?? '').replace(/,/g, ''))
    expect(BigInt(Math.floor(shown))).toBe((await uatomOf(address)) / 1_000_000n)
    // The Tokens tab, from latch-server: every denom the account holds, named by the chain.
    const rows = dialog.getByRole('tabpanel').getByRole('listitem')
    await rows.filter({ hasText: 'LATCH' }).waitFor()
    expect(await rows.filter({ hasText: 'ATOM' }).count()).toBe(1)
    await reviewView(page, 'Account', 'account-cosmos')
    await expect
      .poll(() => page.getByTestId('headless-network').textContent())
      .toBe(`cosmos:${cosmos().chainId}`)
    await expect.poll(() => page.getByTestId('wallet-address').textContent()).toBe(address)
    // The wallet remembers the site: a reload reconnects without asking.
    await page.reload()
    await page.locator('.latch-connect-button[data-connected="true"]').waitFor()
    await expect.poll(() => page.getByTestId('wallet-address').textContent()).toBe(address)
    expect(errors).toEqual([])
  })

  it('behavior: with sign-in required, the wallet signs a Sign-In with Cosmos message (ADR-036) the server verifies', async () => {
    await expectRequiredSignIn(browser, {
      wallet: /Latch Cosmos Test Wallet/,
      name: 'cosmos',
      chainId: `cosmos:${cosmos().chainId}`,
      address: cosmos().accounts[0]?.address ?? '',
      account: 'Cosmos',
    })
  })

  it('behavior: sends from the Send part: the fee shown first, then the transaction the chain takes', async () => {
    const { page, errors, dialog } = await connected()
    const [sender, , receiver] = cosmos().accounts
    const from = sender?.address ?? ''
    const to = receiver?.address ?? ''
    const [senderBefore, receiverBefore] = [await uatomOf(from), await uatomOf(to)]

    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByLabel('Amount').fill('1.5')
    await dialog.getByLabel('Receiver address').fill(to)
    const fee = dialog.getByTestId('latch-send-fee')
    await expect.poll(() => fee.textContent()).toMatch(/^Network fee: 0\.\d+ ATOM/)
    await reviewView(page, 'Send', 'send-cosmos-fee')
    const shownFee = uatom(/([\d.]+) ATOM/.exec((await fee.textContent()) ?? '')?.[1] ?? '')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByText('Sent', { exact: true }).waitFor()

    // The chain applied it: the receiver has exactly the amount, the sender paid it and the
    // fee the Send view showed before the wallet was asked.
    await expect.poll(() => uatomOf(to), { timeout: 15_000 }).toBe(receiverBefore + uatom('1.5'))
    expect(senderBefore - (await uatomOf(from))).toBe(uatom('1.5') + shownFee)

    // Once the transaction is in a block the account's balance is read again: the one shown
    // is the chain's, without a new connection.
    await dialog.getByRole('button', { name: 'Done' }).click()
    const balance = dialog.getByTestId('latch-native-balance')
    // Shown to 3 decimals, floored.
    const after = await uatomOf(from)
    await expect
      .poll(async () => uatom(((await balance.textContent()) ?? '').replace(/[^\d.]/g, '')), {
        timeout: 15_000,
      })
      .toBe(after - (after % 1_000n))

    // latch-server reads the chain's transaction index: the Activity tab lists the send.
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByRole('tabpanel').getByText('−1.500 ATOM').first().waitFor()
    expect(errors).toEqual([])
  })

  it('behavior: a receiver of another chain (its bech32 prefix) is refused before the wallet is asked', async () => {
    const { dialog, errors } = await connected()
    const [sender, , receiver] = cosmos().accounts
    const before = await uatomOf(sender?.address ?? '')
    // The same key's address with Osmosis's prefix: valid bech32, not an address of this chain.
    const other = toBech32('osmo', fromBech32(receiver?.address ?? '', 90).data)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByLabel('Amount').fill('1')
    await dialog.getByLabel('Receiver address').fill(other)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Invalid address' }).waitFor()
    expect(await uatomOf(sender?.address ?? '')).toBe(before)
    expect(errors).toEqual([])
  })
})
