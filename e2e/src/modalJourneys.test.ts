import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { connectedToDemo } from './connectedDemo.js'
import { dialogOf, openModal, reviewView } from './reviewView.js'
import { withoutSettleRace } from './settleRace.js'
import { expectRequiredSignIn, requireSignIn, signInSessions } from './signInJourney.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const payer = () => inject('devnet').accounts[0]?.address ?? ''
const recipient = () => inject('devnet').accounts[2]?.address ?? ''

/** The demo with every namespace's adapter left out. */
async function withoutAdapters(page: Page) {
  await page.goto(inject('demoUrl'))
  const namespaces = page.getByRole('group', { name: 'Namespaces' })
  for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']) {
    await namespaces.getByLabel(namespace, { exact: true }).uncheck()
  }
  // The options are kept in the browser: after a reload the page's only client has them (a
  // change replaces the client a moment later, and the button could still open the old one).
  await page.reload()
}

async function connectThroughModal(page: Page) {
  await openModal(page)
  await dialogOf(page)
    .getByRole('button', { name: /Latch Test Wallet/ })
    .first()
    .click()
  await dialogOf(page).getByRole('heading', { name: 'Account', exact: true }).waitFor()
  await dialogOf(page).getByText(payer().slice(0, 6), { exact: false }).first().waitFor()
}

/** The demo, connected with `wallet` through the modal (see `connectedToDemo`). */
const connectedWith = (wallet: RegExp) => connectedToDemo(browser, wallet)

/** The panel below the modal, clicked without the pointer (the open modal covers it). */
async function clickPageButton(page: Page, name: string) {
  await page.getByRole('button', { name, includeHidden: true }).dispatchEvent('click')
}

async function waitForChange(page: Page, testId: string, before: string | null) {
  await page.waitForFunction(
    ([id, previous]) => document.querySelector(`[data-testid="${id}"]`)?.textContent !== previous,
    [testId, before] as const,
  )
  return page.getByTestId(testId).textContent()
}

/** The Send part confirms with the transaction hash; Done goes back to the account. */
async function sentAndDone(page: Page) {
  const dialog = dialogOf(page)
  await dialog.getByText('Sent', { exact: true }).waitFor()
  await expect(dialog.getByText(/^Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/).count()).resolves.toBe(1)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
}

/** Options read "ETH · 9,999.99 ETH": the symbol, then the balance. */
async function chooseToken(select: Locator, symbol: string) {
  const value = await select.evaluate(
    (element, wanted) =>
      [...(element as HTMLSelectElement).options].find(
        (option) => option.text === wanted || option.text.startsWith(`${wanted} `),
      )?.value ?? '',
    symbol,
  )
  expect(value).not.toBe('')
  await select.selectOption(value)
}

const number = (text: string | null) => Number.parseFloat((text ?? '').replace(/,/g, ''))

/** Lamports held by `address` on the local Solana cluster, read from its JSON-RPC. */
async function solanaBalance(address: string): Promise<number> {
  const rpcUrl = inject('devnet').solana?.rpcUrl ?? ''
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  const { result } = (await response.json()) as { result: { value: number } }
  return result.value
}

/** Ticks "Required" in the demo's SIWX options: connecting then asks for a sign-in. */
/** Confirmed and unconfirmed satoshis of `address`, as the local ledger's Esplora API says. */
async function bitcoinBalance(address: string): Promise<number> {
  const response = await fetch(`${inject('devnet').bitcoin?.url}/address/${address}`)
  const { chain_stats: chain, mempool_stats: mempool } = (await response.json()) as Record<
    'chain_stats' | 'mempool_stats',
    { funded_txo_sum: number; spent_txo_sum: number }
  >
  return chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum
}

/** The profile the local names service keeps for `name`. */
async function namedProfile(name: string) {
  const query = 'projectId=demo&st=latch-react&sv=0.0.0'
  const response = await fetch(`${inject('servicesUrl')}/v1/profile/account/${name}?${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as { name: string; addresses: Record<string, { address: string }> }
}

describe('journeys through the modal', () => {
  // It visits every view, each screenshotted twice and scanned: minutes on a loaded machine.
  it('behavior: every view a visitor reaches is reviewed in light and dark and passes axe', {
    timeout: 180_000,
  }, async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    await reviewView(page, 'Connect Wallet', 'connect')

    // The registry of the local server: every EVM wallet serves the local chains.
    const allWallets = dialog.getByRole('button', { name: /All wallets/ })
    await expect.poll(() => allWallets.textContent()).toMatch(/[1-9]/)
    await allWallets.click()
    const metaMask = dialog.getByRole('button', { name: /MetaMask/ })
    await reviewView(page, 'All Wallets', 'all-wallets', metaMask)
    await dialog.getByRole('searchbox').fill('zzzz-no-such-wallet')
    const noMatch = dialog.getByText('No wallet matches “zzzz-no-such-wallet”.')
    await reviewView(page, 'All Wallets', 'all-wallets-no-match', noMatch)
    await dialog.getByRole('searchbox').fill('MetaMask')
    await metaMask.first().click()
    // Not installed in this browser: the WalletConnect view, with the QR code of a pairing
    // through the local relay for MetaMask's app on a phone.
    await reviewView(
      page,
      'WalletConnect',
      'connecting-walletconnect',
      dialog.getByRole('img', { name: 'QR code to connect MetaMask' }),
    )
    await dialog.getByRole('button', { name: 'Back' }).first().click()
    await dialog.getByRole('button', { name: 'Back' }).first().click()

    await dialog
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .click()
    await reviewView(page, 'Account', 'account', dialog.getByRole('tabpanel').getByText('ETH'))
    await dialog.getByRole('tab', { name: 'NFTs' }).click()
    // The payer's Latch Collectibles, from latch-server's NFT route.
    const nfts = dialog.getByRole('list', { name: 'NFTs' }).getByRole('img').first()
    await reviewView(page, 'Account', 'account-nfts-grid', nfts)
    await dialog.getByRole('tab', { name: 'Tokens' }).click()

    const parts = [
      ['Receive', 'receive', dialog.getByRole('img', { name: 'QR code of your address' })],
      ['Send', 'send', dialog.getByLabel('Amount')],
      ['Buy', 'buy', dialog.getByText('You buy')],
    ] as const
    for (const [title, name, ready] of parts) {
      await dialog.getByRole('button', { name: title, exact: true }).click()
      await reviewView(page, title, name, ready)
      await dialog.getByRole('button', { name: 'Back' }).first().click()
      await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    }

    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    // The local exchange's tokens (the swaps themselves: exchangeJourneys.test.ts).
    const pay = dialog.getByLabel('You pay')
    await reviewView(page, 'Swap', 'swap-form', pay)
    expect(await pay.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['ETH', 'LTT', 'LUSD']),
    )
    await dialog.getByRole('button', { name: 'Back' }).first().click()

    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const activity = dialog.getByRole('tabpanel').getByText(/No activity yet|ETH|LTT/)
    await reviewView(page, 'Account', 'account-activity', activity)

    await dialog.getByRole('button', { name: 'Get a name' }).click()
    await reviewView(page, 'Register Account', 'register-account')
    await dialog.getByRole('button', { name: 'Choose a name' }).click()
    await reviewView(page, 'Choose a Name', 'register-account-name', dialog.getByLabel('Name'))

    // The test wallet signs the registration; the local names service keeps it.
    const name = `ada-${Date.now()}`
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByRole('button', { name: 'Register' }).click()
    const registered = dialog.getByText(`${name} is yours`)
    await reviewView(page, 'Name Registered', 'register-account-name-success', registered)
    const profile = await namedProfile(name)
    expect(Object.values(profile.addresses).map(({ address }) => address.toLowerCase())).toEqual([
      payer().toLowerCase(),
    ])
    await dialog.getByRole('button', { name: 'Back to your account' }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    expect(errors).toEqual([])
  })

  it('behavior: sends ETH and LTT from the Send part; balances change and Activity lists the transfer', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await connectThroughModal(page)
    const dialog = dialogOf(page)
    await page.getByTestId('balance-recipient').filter({ hasText: 'ETH' }).waitFor()

    const ether = await page.getByTestId('balance-recipient').textContent()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog.getByLabel('Token'), 'ETH')
    await dialog.getByLabel('Amount').fill('0.002')
    await dialog.getByLabel('Receiver address').fill(recipient())
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await sentAndDone(page)
    await dialog.getByText('Last transfer').waitFor()
    // The demo's own panel reads the recipient's balance from the chain.
    await clickPageButton(page, 'Refresh balances')
    const etherAfter = await waitForChange(page, 'balance-recipient', ether)
    expect(number(etherAfter) - number(ether)).toBeCloseTo(0.002, 6)

    const tokens = await page.getByTestId('balance-recipient-tokens').textContent()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog.getByLabel('Token'), 'LTT')
    await dialog.getByLabel('Amount').fill('2')
    await dialog.getByLabel('Receiver address').fill(recipient())
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await sentAndDone(page)
    await clickPageButton(page, 'Refresh balances')
    const tokensAfter = await waitForChange(page, 'balance-recipient-tokens', tokens)
    expect(number(tokensAfter) - number(tokens)).toBe(2)

    // The blockchain service indexed the transfer: the Activity tab shows it.
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByRole('tabpanel').getByText('LTT', { exact: false }).first().waitFor()
    expect(errors).toEqual([])
  })

  it('behavior: with sign-in required, connecting asks for a signature the server verifies', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await requireSignIn(page)
    await openModal(page)
    await dialogOf(page)
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .click()
    await reviewView(page, 'Sign In', 'siwx-sign-message')
    // Required and not signed in yet: the modal cannot be closed.
    await expect(dialogOf(page).getByRole('button', { name: 'Close' }).count()).resolves.toBe(0)
    await dialogOf(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await dialogOf(page).waitFor({ state: 'detached' })

    const chainId = inject('devnet').chains[0]?.id
    const sessions = await signInSessions(`eip155:${chainId}`, payer())
    expect(sessions.length).toBeGreaterThan(0)
    expect(sessions.at(-1)?.message).toContain(new URL(inject('demoUrl')).host)
    expect(errors).toEqual([])
  })

  it('behavior: a rejected connect shows the error in the modal, and Try again connects', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await clickPageButton(page, 'Test wallet: reject the next request')
    await openModal(page)
    const dialog = dialogOf(page)
    await dialog
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .click()
    await dialog.getByText('Connection rejected').waitFor()
    await reviewView(page, 'Connecting', 'connecting-external-error')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
  })

  it('behavior: the Solana test wallet connects through the modal, on the local cluster, and a reload keeps it', async () => {
    const { page, errors, dialog } = await connectedWith(/Latch Solana Test Wallet/)
    const solana = inject('devnet').solana
    const address = solana?.accounts[0]?.address ?? ''
    await dialog.getByText(address.slice(0, 4), { exact: false }).first().waitFor()
    await dialog.getByRole('button', { name: /^Network: Solana Devnet/ }).waitFor()
    await reviewView(page, 'Account', 'account-solana')
    await expect
      .poll(() => page.getByTestId('headless-network').textContent())
      .toBe(solana?.chainId)
    // The wallet remembers the site: a reload reconnects without asking.
    await page.reload()
    await page.locator('.latch-connect-button[data-connected="true"]').waitFor()
    await expect.poll(() => page.getByTestId('wallet-address').textContent()).toBe(address)
    expect(errors).toEqual([])
  })

  it('behavior: with sign-in required, the Solana test wallet signs a CAIP-122 message the server verifies', async () => {
    const solana = inject('devnet').solana
    await expectRequiredSignIn(browser, {
      wallet: /Latch Solana Test Wallet/,
      name: 'solana',
      chainId: solana?.chainId ?? '',
      address: solana?.accounts[0]?.address ?? '',
      account: 'Solana',
    })
  })

  it('behavior: the Solana test wallet sends SOL and LTT from the Send part; lamports move in the local runtime', async () => {
    const { errors, dialog } = await connectedWith(/Latch Solana Test Wallet/)
    const solana = inject('devnet').solana
    const to = solana?.accounts[1]?.address ?? ''
    const native = dialog.getByTestId('latch-native-balance')
    await native.filter({ hasText: 'SOL' }).waitFor()
    const solBefore = await native.textContent()
    const lamportsBefore = await solanaBalance(to)

    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog.getByLabel('Token'), 'SOL')
    await dialog.getByLabel('Amount').fill('0.5')
    await dialog.getByLabel('Receiver address').fill(to)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByText('Sent', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    // The runtime moved the lamports; the account's balance is read again (SOL and the fee).
    expect((await solanaBalance(to)) - lamportsBefore).toBe(500_000_000)
    // Polled as a number: a text that is not the new balance yet (a reload's "—") is not read
    // as one.
    await expect
      .poll(async () => number(solBefore) - number(await native.textContent()))
      .toBeCloseTo(0.5, 2)

    // "1,000,000.000 LTT $1,000,000.00": the amount comes first.
    const tokenRow = dialog
      .getByRole('tabpanel')
      .locator('.latch-row', { hasText: 'Latch Test Token' })
      .locator('.latch-row__value')
    const lttBefore = await tokenRow.textContent()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog.getByLabel('Token'), 'LTT')
    await dialog.getByLabel('Amount').fill('2')
    await dialog.getByLabel('Receiver address').fill(to)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByText('Sent', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect.poll(async () => number(lttBefore) - number(await tokenRow.textContent())).toBe(2)
    expect(errors).toEqual([])
  })

  it('behavior: the Bitcoin test wallet connects through the modal on the local regtest and shows its BTC', async () => {
    const { page, errors, dialog } = await connectedWith(/Latch Bitcoin Test Wallet/)
    const bitcoin = inject('devnet').bitcoin
    // The payment account (SPEC.md §3: payment first).
    const address = bitcoin?.accounts[0]?.payment.address ?? ''
    await dialog
      .getByText(`${address.slice(0, 4)}…${address.slice(-4)}`)
      .first()
      .waitFor()
    await dialog.getByRole('button', { name: /^Network: Bitcoin Regtest/ }).waitFor()
    await dialog.getByTestId('latch-native-balance').filter({ hasText: 'BTC' }).waitFor()
    expect(number(await dialog.getByTestId('latch-native-balance').textContent())).toBeGreaterThan(
      0,
    )
    await reviewView(page, 'Account', 'account-bitcoin')
    await expect
      .poll(() => page.getByTestId('headless-network').textContent())
      .toBe(bitcoin?.network.caipNetworkId)
    expect(errors).toEqual([])
  })

  it('behavior: the Bitcoin account shown switches between payment and ordinals, and a reload restores the connection with the choice', async () => {
    const { page, errors, dialog } = await connectedWith(/Latch Bitcoin Test Wallet/)
    const accounts = inject('devnet').bitcoin?.accounts[0]
    const short = (address = '') => `${address.slice(0, 4)}…${address.slice(-4)}`
    const shown = dialog.getByTestId('latch-account-address')
    await expect.poll(() => shown.textContent()).toBe(short(accounts?.payment.address))
    const choice = dialog.getByRole('group', { name: 'Address shown' })
    await choice.getByRole('button', { name: 'Ordinals' }).click()
    await expect.poll(() => shown.textContent()).toBe(short(accounts?.ordinals.address))
    await expect(
      choice.getByRole('button', { name: 'Ordinals' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true')
    await reviewView(page, 'Account', 'account-bitcoin-ordinals')
    // The page's own account panel follows.
    await expect
      .poll(() => page.getByTestId('wallet-address').textContent())
      .toBe(accounts?.ordinals.address)
    // After a reload the wallet still trusts the site: the connection comes back without a
    // prompt, with the account the visitor chose.
    await page.reload()
    const button = page.locator('.latch-connect-button[data-connected="true"]')
    await button.waitFor()
    await expect
      .poll(() => page.getByTestId('wallet-address').textContent())
      .toBe(accounts?.ordinals.address)
    await button.click()
    await expect.poll(() => shown.textContent()).toBe(short(accounts?.ordinals.address))
    await choice.getByRole('button', { name: 'Payment' }).click()
    await expect.poll(() => shown.textContent()).toBe(short(accounts?.payment.address))
    expect(errors).toEqual([])
  })

  it('behavior: the Bitcoin test wallet sends BTC from the Send part at the fee speed chosen: a PSBT it signs, broadcast to the local ledger', async () => {
    const { page, errors, dialog } = await connectedWith(/Latch Bitcoin Test Wallet/)
    const bitcoin = inject('devnet').bitcoin
    const to = bitcoin?.accounts[3]?.payment.address ?? ''
    const native = dialog.getByTestId('latch-native-balance')
    await native.filter({ hasText: 'BTC' }).waitFor()
    const before = await native.textContent()
    const satsBefore = await bitcoinBalance(to)

    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await chooseToken(dialog.getByLabel('Token'), 'BTC')
    await dialog.getByLabel('Amount').fill('0.25')
    await dialog.getByLabel('Receiver address').fill(to)
    // The network fee before the wallet is asked: the ledger's estimate for each speed.
    const fee = dialog.getByTestId('latch-send-fee')
    await expect
      .poll(() => fee.textContent())
      .toMatch(/^Network fee: 0\.0000\d+ BTC \(2 sat\/vB\)$/)
    await dialog
      .getByRole('group', { name: 'Fee speed' })
      .getByRole('button', { name: 'Fast' })
      .click()
    await expect.poll(() => fee.textContent()).toMatch(/\(3 sat\/vB\)$/)
    await reviewView(page, 'Send', 'send-bitcoin-fee')
    const shownFee = Math.round(
      number(/([\d.]+) BTC/.exec((await fee.textContent()) ?? '')?.[1] ?? '') * 1e8,
    )
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByText('Sent', { exact: true }).waitFor()
    const txid = await dialog.locator('code.latch-code').getAttribute('title')
    // The transaction paid the fee shown for the speed chosen.
    const sent = (await (await fetch(`${bitcoin?.url}/tx/${txid}`)).json()) as { fee: number }
    expect(sent.fee).toBe(shownFee)
    await dialog.getByRole('button', { name: 'Done' }).click()
    // The ledger took the transaction: the recipient has the amount, the sender paid it and
    // the fee (read again once the block that confirms it is mined).
    expect((await bitcoinBalance(to)) - satsBefore).toBe(25_000_000)
    // Balances show floored to 3 decimals (SPEC.md §2): the amount and a fee under 0.001.
    await expect
      .poll(async () => number(before) - number(await native.textContent()))
      .toBeCloseTo(0.25, 2)

    // latch-server reads the ledger's Esplora API: the Activity tab lists the send.
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByRole('tabpanel').getByText('BTC', { exact: false }).first().waitFor()
    expect(errors).toEqual([])
  })

  it('behavior: with sign-in required, the Bitcoin test wallet signs a CAIP-122 message with BIP-322 that the server verifies', async () => {
    const bitcoin = inject('devnet').bitcoin
    await expectRequiredSignIn(browser, {
      wallet: /Latch Bitcoin Test Wallet/,
      name: 'bitcoin',
      chainId: bitcoin?.network.caipNetworkId ?? '',
      address: bitcoin?.accounts[0]?.payment.address ?? '',
      account: 'Bitcoin',
    })
  })

  it('behavior: the Network list switches chains: a rejected switch is retried, a chain the wallet does not know is added; a wallet on an unlisted chain is asked to switch', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await connectThroughModal(page)
    const dialog = dialogOf(page)
    const [chainA, chainB] = inject('devnet').chains
    await dialog.getByRole('button', { name: /^Network/ }).click()
    const networks = dialog.getByRole('list', { name: 'Networks of this site' })
    await reviewView(page, 'Networks', 'account-networks', networks.getByRole('button'))
    // The two local EVM chains, the Solana cluster, the Bitcoin regtest, the Polkadot chain and
    // the Cosmos chain.
    await expect(networks.getByRole('button').count()).resolves.toBe(6)

    // The visitor rejects the switch in the wallet first, then tries again.
    await clickPageButton(page, 'Test wallet: reject the next request')
    await networks.getByRole('button', { name: chainB?.name ?? '', exact: true }).click()
    const rejected = dialog.getByRole('alert')
    await reviewView(page, 'Switch Network', 'switch-network', rejected)
    await expect(rejected.textContent()).resolves.toMatch(/reject/i)
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await expect(page.getByTestId('headless-network').textContent()).resolves.toBe(
      `eip155:${chainB?.id}`,
    )

    // The wallet moves to a chain the site does not list: the modal asks for one it does.
    await clickPageButton(page, 'Test wallet: move to a network this site does not list')
    const listed = dialog.getByRole('button', { name: chainA?.name ?? '', exact: true })
    await reviewView(page, 'Unsupported Network', 'unsupported-chain', listed)
    await expect.poll(() => page.getByTestId('headless-network').textContent()).toBe('eip155:1')
    await listed.click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await expect
      .poll(() => page.getByTestId('headless-network').textContent())
      .toBe(`eip155:${chainA?.id}`)
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect(page.getByTestId('wallet-address').textContent()).resolves.toBe('—')
    expect(errors).toEqual([])
  })

  it('behavior: connected on EVM (a transfer sent), Solana Devnet asks for a Solana wallet (SwitchActiveChain); both then connect side by side, each with its own last transfer, and Wallets disconnects one while staying open', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await connectThroughModal(page)
    const dialog = dialogOf(page)
    const solana = inject('devnet').solana
    const solanaAddress = solana?.accounts[0]?.address ?? ''
    // A transfer on EVM is EVM's last, not the Solana account's (each namespace keeps its own).
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByLabel('Amount').fill('0.001')
    await dialog.getByLabel('Receiver address').fill(recipient())
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await sentAndDone(page)
    const evmTransfer = await dialog.getByTestId('latch-last-transfer').getAttribute('title')
    expect(evmTransfer).toMatch(/^0x[0-9a-f]{64}$/)

    // No Solana wallet is connected yet: choosing its network asks for one (SPEC.md §4).
    await dialog.getByRole('button', { name: /^Network/ }).click()
    await dialog
      .getByRole('list', { name: 'Networks of this site' })
      .getByRole('button', { name: 'Solana Devnet', exact: true })
      .click()
    const solanaWallets = dialog.getByRole('list', { name: 'Wallets for Solana Devnet' })
    const solanaWallet = solanaWallets.getByRole('button', { name: /Latch Solana Test Wallet/ })
    await reviewView(page, 'Switch Chain', 'switch-active-chain', solanaWallet)
    // Until a Solana wallet connects, the EVM account stays the active one.
    await expect(
      page
        .getByTestId('wallet-address')
        .textContent()
        .then((text) => text?.toLowerCase()),
    ).resolves.toBe(payer().toLowerCase())
    await solanaWallet.click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await dialog.getByRole('button', { name: /^Network: Solana Devnet/ }).waitFor()
    await expect(dialog.getByTestId('latch-account-address').getAttribute('title')).resolves.toBe(
      solanaAddress,
    )
    await expect
      .poll(() => page.getByTestId('headless-network').textContent())
      .toBe(solana?.chainId)
    await expect.poll(() => page.getByTestId('wallet-address').textContent()).toBe(solanaAddress)
    // The Solana account has sent nothing: no last transfer of another namespace shows.
    await expect(dialog.getByTestId('latch-last-transfer').count()).resolves.toBe(0)

    await dialog.getByRole('button', { name: 'Connected wallets' }).click()
    const wallets = dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
    await reviewView(page, 'Wallets', 'profile-wallets', wallets.nth(1))
    await expect(wallets.count()).resolves.toBe(2)
    await expect(wallets.nth(0).textContent()).resolves.toContain(payer().slice(0, 6))
    await expect(wallets.nth(1).textContent()).resolves.toContain(solanaAddress.slice(0, 4))

    // Another wallet is left: the modal stays on Wallets, with the list updated (SPEC.md §4).
    await dialog.getByRole('button', { name: 'Disconnect Latch Test Wallet on eip155' }).click()
    await expect.poll(() => wallets.count()).toBe(1)
    await expect(wallets.nth(0).textContent()).resolves.toContain(solanaAddress.slice(0, 4))
    await dialog.getByRole('heading', { name: 'Wallets', exact: true }).waitFor()
    await expect(page.getByTestId('wallet-address').textContent()).resolves.toBe(solanaAddress)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await expect(dialog.getByTestId('latch-account-address').getAttribute('title')).resolves.toBe(
      solanaAddress,
    )
    // The demo project has multi-wallet on: the wallets stay offered, to add another one.
    await expect(dialog.getByRole('button', { name: 'Connected wallets' }).count()).resolves.toBe(1)
    expect(errors).toEqual([])
  })

  it('behavior: without adapters the modal opens on WalletConnect, which connects a phone wallet', async () => {
    const { page, errors } = await openPage(browser)
    await withoutAdapters(page)
    await openModal(page)
    const dialog = dialogOf(page)
    // Without an adapter, WalletConnect is the way in: its pairing, for the site's networks.
    const qr = dialog.getByRole('img', { name: 'WalletConnect QR code' })
    await reviewView(page, 'WalletConnect', 'connecting-walletconnect-basic', qr)
    await expect(page.getByTestId('headless-view').textContent()).resolves.toBe(
      'ConnectingWalletConnectBasic',
    )
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())

    // The phone wallet (dev account 1) approves: the site is connected to it, with no adapter.
    const phoneWallet = await openPage(browser)
    await phoneWallet.page.goto(`${inject('mobileWalletUrl')}?uri=${encodeURIComponent(uri)}`)
    await phoneWallet.page
      .getByRole('article', { name: 'Proposal of Latch demo' })
      .getByRole('button', { name: 'Approve' })
      .click()
    const phoneAddress = inject('devnet').accounts[1]?.address ?? ''
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await expect
      .poll(() => dialog.getByTestId('latch-account-address').getAttribute('title'))
      .toBe(phoneAddress)
    await expect(page.getByTestId('wallet-address').textContent()).resolves.toBe(phoneAddress)
    // The wallet ends the session: the site is disconnected.
    await phoneWallet.page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('wallet-address').textContent()).toBe('—')
    expect(withoutSettleRace(errors)).toEqual([])
    expect(phoneWallet.errors).toEqual([])
  })

  it('behavior: without adapters, on a phone the modal opens on all wallets in a bottom sheet', async () => {
    const { page, errors } = await openPage(browser)
    await withoutAdapters(page)
    const dialog = dialogOf(page)
    const screen = { width: 390, height: 844 }
    await page.setViewportSize(screen)
    await page.getByLabel('On a phone (isMobile)').check()
    await page.reload()
    await openModal(page)
    await reviewView(
      page,
      'All Wallets',
      'all-wallets-mobile',
      dialog.getByRole('button', { name: /MetaMask/ }),
      page.locator('.latch-root:not(.latch-root--embedded)'),
    )
    // A bottom sheet: as wide as the screen, resting on its bottom edge.
    const sheet = await dialog.boundingBox()
    expect(sheet?.width).toBe(screen.width)
    expect((sheet?.y ?? 0) + (sheet?.height ?? 0)).toBeCloseTo(screen.height, 0)
    expect(errors).toEqual([])
  })
})
