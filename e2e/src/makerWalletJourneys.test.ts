import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { makerWalletScripts } from './makerWallets/makerWalletScripts.js'
import { dialogOf, openModal } from './reviewView.js'
import { requireSignIn, signInSessions } from './signInJourney.js'

// The wallets' makers' own page code in Chromium, on the demo: polkadot-js's (from
// @polkadot/extension-base and -inject) as `injectedWeb3['polkadot-js']` and Keplr's
// (@keplr-wallet/provider's InjectedKeplr) as `window.keplr`, installed before the demo's code
// by an init script as the extensions' own scripts are, talking by `window.postMessage` to the
// testkit's backgrounds (the key stores and the user). The demo lists them as Polkadot{.js}
// and Keplr; a required sign-in connects and signs, and latch-server verifies the signature.

let browser: Browser
let scripts: [settings: string, wallets: string]

const devnet = () => {
  const { polkadot, cosmos } = inject('devnet')
  const [cosmosChain] = cosmos ?? []
  if (!polkadot || !cosmosChain)
    throw new Error('the e2e run has no local Polkadot or Cosmos chain')
  return { polkadot, cosmosChain }
}

beforeAll(async () => {
  browser = await launchBrowser()
  const { polkadot, cosmosChain } = devnet()
  // Accounts the demo's own test wallets do not hold: the session is the maker code's.
  scripts = await makerWalletScripts({
    polkadotAccounts: polkadot.accounts.slice(2, 3),
    cosmosAccounts: cosmosChain.accounts.slice(2, 3),
    cosmosChain,
  })
})

afterAll(async () => {
  await browser?.close()
})

/** The demo with the makers' page code installed, sign-in required, the modal open. */
async function demoWithMakerWallets() {
  const { page, errors } = await openPage(browser)
  for (const script of scripts) await page.addInitScript(script)
  await page.goto(inject('demoUrl'))
  await requireSignIn(page)
  await openModal(page)
  return { page, errors, dialog: dialogOf(page) }
}

/** What the page's background for `wallet` was asked, in order. */
const requestsOf = (page: Page, wallet: 'polkadot' | 'keplr') =>
  page.evaluate(
    (key) =>
      (window as unknown as Record<string, Record<string, { requests: string[] }>>)
        .latchMakerWallets?.[key]?.requests ?? [],
    wallet,
  )

describe('the wallets’ own page code on the demo', () => {
  it('behavior: Polkadot{.js} connects and signs the Sign-In with Substrate message latch-server verifies', async () => {
    const { page, errors, dialog } = await demoWithMakerWallets()
    const { polkadot } = devnet()
    const address = polkadot.accounts[2]?.address ?? ''
    await dialog.getByRole('button', { name: /Polkadot\{\.js\}/ }).click()
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    const sessions = await signInSessions(polkadot.caipNetworkId, address)
    expect(sessions.at(-1)?.message).toContain('wants you to sign in with your Substrate account:')
    expect(sessions.at(-1)?.message).toContain(address)
    expect(await requestsOf(page, 'polkadot')).toEqual(
      expect.arrayContaining(['pub(authorize.tab)', 'pub(accounts.list)', 'pub(bytes.sign)']),
    )
    expect(errors).toEqual([])
  })

  it('behavior: Keplr connects and signs the ADR-036 sign-in message latch-server verifies', async () => {
    const { page, errors, dialog } = await demoWithMakerWallets()
    const { cosmosChain } = devnet()
    const address = cosmosChain.accounts[2]?.address ?? ''
    await dialog.getByRole('button', { name: /^Keplr/ }).click()
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    const sessions = await signInSessions(`cosmos:${cosmosChain.chainId}`, address)
    expect(sessions.at(-1)?.message).toContain('wants you to sign in with your Cosmos account:')
    expect(sessions.at(-1)?.message).toContain(address)
    expect(await requestsOf(page, 'keplr')).toEqual(
      expect.arrayContaining(['enable', 'getKey', 'signArbitrary']),
    )
    expect(errors).toEqual([])
  })
})
