import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { metadataOfOldRuntime } from '../../packages/adapter-polkadot/src/polkadotMetadata.js'
import { launchBrowser, openPage } from './browser.js'
import { dialogOf, openModal, reviewView } from './reviewView.js'
import { expectRequiredSignIn } from './signInJourney.js'

// The Latch Polkadot Test Wallet (an extension in `injectedWeb3`) on the demo, against the
// local chain: Rococo Asset Hub's real runtime under chopsticks, which checks every signature.

let browser: Browser
let api: ApiPromise

beforeAll(async () => {
  browser = await launchBrowser()
  const polkadot = inject('devnet').polkadot
  if (!polkadot) throw new Error('the e2e run has no local Polkadot chain')
  // WsProvider's `ttl` is `number | null | undefined` where the interface says `number | null`.
  const provider = new WsProvider(polkadot.wsUrl)
  // The runtime's metadata read as the adapter reads it, without @polkadot/api's notice.
  const metadata = await metadataOfOldRuntime(provider)
  api = await ApiPromise.create({
    provider: provider as unknown as NonNullable<ApiOptions['provider']>,
    noInitWarn: true,
    ...(metadata ? { metadata } : {}),
  })
})

afterAll(async () => {
  await api?.disconnect()
  await browser?.close()
})

const polkadot = () => {
  const chain = inject('devnet').polkadot
  if (!chain) throw new Error('the e2e run has no local Polkadot chain')
  return chain
}

/** The free planck of `address` on the local chain, read by @polkadot/api. */
async function freePlanck(address: string): Promise<bigint> {
  const account = (await api.query.system.account(address)) as unknown as {
    data: { free: { toBigInt(): bigint } }
  }
  return account.data.free.toBigInt()
}

/** A decimal amount of the chain's unit in planck (12 decimals on the local chain). */
function planckOf(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 10n ** 12n + BigInt(fraction.padEnd(12, '0').slice(0, 12) || '0')
}

async function connected() {
  const { page, errors } = await openPage(browser)
  // Warnings too: @polkadot/api's notices read as faults in a visitor's console.
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto(inject('demoUrl'))
  await openModal(page)
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: /Latch Polkadot Test Wallet/ }).click()
  await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
  return { page, errors, warnings, dialog }
}

describe('Polkadot journeys through the modal', () => {
  it('behavior: the Polkadot test wallet connects on the local chain, in its SS58 format; a reload keeps it', async () => {
    const { page, errors, dialog } = await connected()
    const [account] = polkadot().accounts
    const address = account?.address ?? ''
    await dialog.getByRole('button', { name: /^Network: Polkadot Local/ }).waitFor()
    // The balance, from latch-server reading the chain: the dev account's 1,000 ROC, less
    // what earlier journeys of this run sent.
    const balance = dialog.getByTestId('latch-native-balance')
    await balance.filter({ hasText: 'ROC' }).waitFor()
    const shown = Number.parseFloat(((await balance.textContent()) ?? '').replace(/,/g, ''))
    expect(shown).toBeGreaterThan(900)
    expect(BigInt(Math.floor(shown))).toBe((await freePlanck(address)) / 10n ** 12n)
    await dialog
      .getByTestId('latch-account-address')
      .filter({ hasText: address.slice(0, 4) })
      .waitFor()
    // The Tokens tab: what can move, then the free and reserved figures it comes from
    // (nothing reserved on a dev account).
    const row = dialog.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'ROC' })
    await row.filter({ hasText: /Free [\d,.]+Reserved 0\.0+/ }).waitFor()
    expect(await row.textContent()).toMatch(
      /^ROCFree [\d,.]+Reserved 0\.0+Transferable [\d,.]+ ROC/,
    )
    await reviewView(page, 'Account', 'account-polkadot')
    await expect
      .poll(() => page.getByTestId('headless-network').textContent())
      .toBe(polkadot().caipNetworkId)
    await expect.poll(() => page.getByTestId('wallet-address').textContent()).toBe(address)
    // The extension remembers the site: a reload reconnects without asking.
    await page.reload()
    await page.locator('.latch-connect-button[data-connected="true"]').waitFor()
    await expect.poll(() => page.getByTestId('wallet-address').textContent()).toBe(address)
    expect(errors).toEqual([])
  })

  it('behavior: with sign-in required, the wallet signs a Sign-In with Substrate message the server verifies', async () => {
    await expectRequiredSignIn(browser, {
      wallet: /Latch Polkadot Test Wallet/,
      name: 'polkadot',
      chainId: polkadot().caipNetworkId,
      address: polkadot().accounts[0]?.address ?? '',
      account: 'Substrate',
    })
  })

  it('behavior: sends from the Send part: the fee shown first, then the transfer the runtime takes', async () => {
    const { page, errors, warnings, dialog } = await connected()
    const [sender, , receiver] = polkadot().accounts
    const from = sender?.address ?? ''
    const to = receiver?.address ?? ''
    const [senderBefore, receiverBefore] = [await freePlanck(from), await freePlanck(to)]

    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByLabel('Amount').fill('1.5')
    await dialog.getByLabel('Receiver address').fill(to)
    const fee = dialog.getByTestId('latch-send-fee')
    await expect.poll(() => fee.textContent()).toMatch(/^Network fee: 0\.\d+ ROC$/)
    await reviewView(page, 'Send', 'send-polkadot-fee')
    const shownFee = planckOf(/([\d.]+) ROC/.exec((await fee.textContent()) ?? '')?.[1] ?? '')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByText('Sent', { exact: true }).waitFor()

    // The runtime applied it: the receiver has exactly the amount, the sender paid it and the
    // fee the Send view showed before the wallet was asked.
    await expect.poll(() => freePlanck(to)).toBe(receiverBefore + planckOf('1.5'))
    expect(senderBefore - (await freePlanck(from))).toBe(planckOf('1.5') + shownFee)

    // Once the transfer is in a block the account's balance is read again: the one shown is
    // the chain's, without a new connection.
    await dialog.getByRole('button', { name: 'Done' }).click()
    const balance = dialog.getByTestId('latch-native-balance')
    // Shown to 3 decimals, floored.
    const after = await freePlanck(from)
    await expect
      .poll(async () => planckOf(((await balance.textContent()) ?? '').replace(/[^\d.]/g, '')))
      .toBe(after - (after % 10n ** 9n))
    await expect(dialog.getByTestId('latch-last-transfer').count()).resolves.toBe(1)

    // latch-server reads the chain's blocks: the Activity tab lists the transfer.
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByRole('tabpanel').getByText('−1.500 ROC').first().waitFor()
    expect(errors).toEqual([])
    // The page's own connection to the node (the fee, the transfer) logged nothing either.
    expect(warnings).toEqual([])
  })

  it('behavior: a transfer that would leave the receiver under the existential deposit is refused before the wallet is asked', async () => {
    const { dialog, errors } = await connected()
    // A fresh account: nothing on chain, so it needs at least the deposit (0.000003333333 ROC).
    const fresh = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
    const before = await freePlanck(fresh)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByLabel('Amount').fill('0.000000000001')
    await dialog.getByLabel('Receiver address').fill(fresh)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Invalid amount' }).waitFor()
    expect(await freePlanck(fresh)).toBe(before)
    expect(errors).toEqual([])
  })
})
