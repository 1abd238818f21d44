import { installTestWallets, testWallet } from '@latch/test-wallets/playwright'
import { keplrChainInfoOf } from '@latch/testkit/wallet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { dialogOf, openModal } from './reviewView.js'
import { requireSignIn, signInSessions } from './signInJourney.js'

// A site's own e2e test with @latch/test-wallets, as its README shows it: the five test
// wallets installed by `installTestWallets` (Playwright's addInitScript), under names and keys
// of the site's choosing, on the demo with sign-in required. Each connects and signs its
// namespace's sign-in message, which latch-server verifies; a refusal (`rejectNext`) is the
// visitor's, and the next try signs.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

function walletSettings() {
  const { chains, accounts, solana, bitcoin, polkadot, cosmos } = inject('devnet')
  const [cosmosHome] = cosmos ?? []
  const [chain] = chains
  const evmAccount = accounts[6]
  if (!chain || !evmAccount || !solana || !bitcoin || !polkadot || !cosmosHome) {
    throw new Error('the e2e run lacks a local chain of some namespace')
  }
  // Keys the demo's own wallets do not hold: each session is the installed wallet's.
  return {
    evm: {
      privateKey: evmAccount.privateKey,
      chains: [chain],
      name: 'Site Test Wallet',
      rdns: 'com.example.site-wallet',
    },
    solana: {
      name: 'Site Solana Wallet',
      secretKeys: [solana.accounts[3]?.secretKey ?? ''],
      chains: { [solana.walletChain]: solana.rpcUrl },
    },
    bitcoin: {
      name: 'Site Bitcoin Wallet',
      accounts: bitcoin.accounts.slice(3, 4),
      chains: { [bitcoin.walletChain]: bitcoin.url },
    },
    polkadot: { key: 'site-wallet', accounts: polkadot.accounts.slice(3, 4) },
    cosmos: {
      key: 'leap',
      accounts: cosmosHome.accounts.slice(3, 4),
      chains: [keplrChainInfoOf(cosmosHome)],
    },
    expected: {
      evm: { chainId: `eip155:${chain.id}`, address: evmAccount.address },
      solana: { chainId: solana.chainId, address: solana.accounts[3]?.address ?? '' },
      bitcoin: {
        chainId: bitcoin.network.caipNetworkId,
        address: bitcoin.accounts[3]?.payment.address ?? '',
      },
      polkadot: { chainId: polkadot.caipNetworkId, address: polkadot.accounts[3]?.address ?? '' },
      cosmos: {
        chainId: `cosmos:${cosmosHome.chainId}`,
        address: cosmosHome.accounts[3]?.address ?? '',
      },
    },
  }
}

/** The demo with the test wallets installed, sign-in required, the modal open. */
async function siteWithTestWallets() {
  const { expected, ...settings } = walletSettings()
  const { page, errors } = await openPage(browser)
  await installTestWallets(page, settings)
  await page.goto(inject('demoUrl'))
  await requireSignIn(page)
  await openModal(page)
  return { page, errors, dialog: dialogOf(page), expected }
}

describe('@latch/test-wallets in a site’s own e2e test', () => {
  it('behavior: the EIP-6963 wallet connects; a refused signature is the visitor’s, and the next signs', async () => {
    const { page, errors, dialog, expected } = await siteWithTestWallets()
    await testWallet(page, 'evm').rejectNext('personal_sign')
    await dialog.getByRole('button', { name: /Site Test Wallet/ }).click()
    const sign = dialog.getByRole('button', { name: 'Sign', exact: true })
    await sign.click()
    // The refusal is said, and the message can be signed again.
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Error signing message')
    await sign.click()
    await dialog.waitFor({ state: 'detached' })
    const sessions = await signInSessions(expected.evm.chainId, expected.evm.address)
    expect(sessions.at(-1)?.message).toContain(expected.evm.address)
    expect(errors).toEqual([])
  })

  for (const [namespace, wallet, statement] of [
    ['solana', /Site Solana Wallet/, 'Solana'],
    ['bitcoin', /Site Bitcoin Wallet/, 'Bitcoin'],
    ['polkadot', /site-wallet/, 'Substrate'],
    ['cosmos', /^Leap/, 'Cosmos'],
  ] as const) {
    it(`behavior: the ${namespace} wallet connects and signs the sign-in message latch-server verifies`, async () => {
      const { errors, dialog, expected } = await siteWithTestWallets()
      await dialog.getByRole('button', { name: wallet }).click()
      await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
      await dialog.waitFor({ state: 'detached' })
      const { chainId, address } = expected[namespace]
      const sessions = await signInSessions(chainId, address)
      expect(sessions.at(-1)?.message).toContain(`with your ${statement} account:`)
      expect(sessions.at(-1)?.message).toContain(address)
      expect(errors).toEqual([])
    })
  }
})
