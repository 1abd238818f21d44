import { sendSol } from '@latch/testkit'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import {
  answerInFrame,
  clickPageButton,
  codeFor,
  logInWithEmail,
  mailCount,
  rpc,
  secureFrame,
  shownAddress,
} from './emailLogin.js'
import { dialogOf, openModal, reviewView } from './reviewView.js'

// Email and social login through the secure frame of the local `latch-server` (its own
// origin), with the codes read from its development mailbox and the local OpenID provider.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Lamports held by `address` on the local Solana cluster. */
async function lamportsOf(address: string): Promise<number> {
  const rpcUrl = inject('devnet').solana?.rpcUrl ?? ''
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return ((await response.json()) as { result: { value: number } }).result.value
}

describe('email login through the secure frame', () => {
  it('behavior: a visitor logs in with a mailed code, signs, sends on the local chain, reloads still connected, signs out', async () => {
    const { page } = await openPage(browser)
    const email = `ada-${Date.now()}@example.com`
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)

    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('textbox', { name: 'Email' }).press('Enter')
    // The code is typed in the secure frame shown over the view: the page has no code field,
    // and its script cannot read the frame's.
    const codeInput = secureFrame(page).getByLabel('Code')
    await codeInput.waitFor()
    expect(await dialog.getByRole('textbox', { name: 'Code' }).count()).toBe(0)
    await reviewView(page, 'Email Login', 'email-login', codeInput)

    // A wrong code first (six digits send themselves): the frame refuses it under its field,
    // and the visitor types another.
    const code = await codeFor(email)
    await codeInput.fill(code === '000000' ? '111111' : '000000')
    await secureFrame(page).getByRole('status').filter({ hasText: 'Invalid code' }).waitFor()
    await codeInput.fill(code)
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await expect.poll(() => shownAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The local chains offer a smart account, which signs by default (SPEC.md §6): this journey
    // takes the key account that owns it (smartAccountJourneys.test.ts takes the smart one).
    const smartAddress = (await shownAddress(page)) as string
    await dialog
      .getByRole('group', { name: 'Account that signs' })
      .getByRole('button', { name: 'Key account' })
      .click()
    await expect.poll(() => shownAddress(page)).not.toBe(smartAddress)
    const address = (await shownAddress(page)) as string
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // The embedded wallet asks first: ApproveTransaction shows the secure frame, whose card
    // says what is asked and holds Approve and Reject. The demo then verifies the signature.
    await clickPageButton(page, 'Sign a message')
    const frame = secureFrame(page)
    const card = frame.getByRole('main', { name: 'Sign a message' })
    await reviewView(page, 'Approve Transaction', 'approve-transaction', card)
    expect(await card.locator('dd').first().textContent()).toMatch(
      /^Hello from the Latch demo at \d{4}-/,
    )
    // The site's own script cannot reach the card: the frame is another origin's document.
    expect(
      await page.evaluate(() => {
        const iframe = document.querySelector<HTMLIFrameElement>(
          'iframe[title="Latch secure frame"]',
        )
        let reached: string
        try {
          reached = String(iframe?.contentWindow?.document.querySelector('button'))
        } catch (error) {
          reached = (error as Error).name
        }
        return { document: iframe?.contentDocument ?? null, reached }
      }),
    ).toEqual({ document: null, reached: 'SecurityError' })
    await frame.getByRole('button', { name: 'Approve' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect
      .poll(() => page.getByTestId('signature').textContent(), { timeout: 20_000 })
      .toMatch(/^verified 0x[0-9a-f]{130}$/)

    // It starts empty: the faucet funds it, then it sends to account #2 on the local chain.
    await clickPageButton(page, 'Get 1 test ETH')
    await expect
      .poll(() => page.getByTestId('balance-mine').textContent())
      .toMatch(/^1(\.0+)? ETH$/)
    const recipient = inject('devnet').accounts[2]?.address ?? ''
    const before = BigInt(await rpc<string>('eth_getBalance', [recipient, 'latest']))
    const nonce = await rpc<string>('eth_getTransactionCount', [address, 'latest'])

    // Rejected in the frame: the demo shows the rejection, and nothing is sent.
    await clickPageButton(page, 'Send 0.001 ETH to account #2')
    await answerInFrame(page, 'Send a transaction', 'Reject')
    await dialog.waitFor({ state: 'hidden' })
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('User rejected the request.')
    expect(await page.getByTestId('last-transaction').textContent()).toBe('—')
    expect(await rpc<string>('eth_getTransactionCount', [address, 'latest'])).toBe(nonce)

    // Approved in the frame, after checking what it sends: it goes out.
    await clickPageButton(page, 'Send 0.001 ETH to account #2')
    const sendCard = frame.getByRole('main', { name: 'Send a transaction' })
    await sendCard.waitFor()
    expect(await sendCard.locator('dd').allTextContents()).toEqual([
      recipient,
      '0.001 ETH',
      // The network the server signs on, by name (core's catalogue names the local chain).
      `Localhost (eip155:${inject('devnet').chains[0]?.id})`,
    ])
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => page.getByTestId('last-transaction').textContent(), { timeout: 20_000 })
      .toMatch(/^0x[0-9a-f]{64}$/)
    const hash = (await page.getByTestId('last-transaction').textContent()) as string
    const receipt = await rpc<{ status: string; from: string }>('eth_getTransactionReceipt', [hash])
    expect(receipt.status).toBe('0x1')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    const after = BigInt(await rpc<string>('eth_getBalance', [recipient, 'latest']))
    expect(after - before).toBe(10n ** 15n)

    // The frame's session outlives the page: a reload is still connected, without a code.
    const mailsBefore = await mailCount(email)
    await page.reload()
    await expect.poll(() => shownAddress(page), { timeout: 20_000 }).toBe(address)
    expect(await mailCount(email)).toBe(mailsBefore)

    // Signing out ends the frame's session: after a reload nothing reconnects.
    await openModal(page)
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => shownAddress(page)).toBe('—')
    await page.reload()
    await page.getByTestId('wallet-address').waitFor()
    // Give a restore the time it would take, then check it did not happen.
    await page.waitForTimeout(2_000)
    expect(await shownAddress(page)).toBe('—')
  })
})

describe('changing the email of the embedded wallet', () => {
  it('behavior: a logged-in visitor changes the email with a code from the old and one from the new address; the new one logs in to the same wallet', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    // Short addresses: the view shows them whole (longer than 30 characters are truncated).
    const stamp = Date.now().toString(36)
    const email = `o${stamp}@example.com`
    const newEmail = `n${stamp}@example.com`
    await logInWithEmail(page, email)
    await expect.poll(() => shownAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const address = await shownAddress(page)

    await dialog.getByRole('button', { name: 'Update email' }).click()
    const current = dialog.getByText(`Your email is ${email}.`)
    await reviewView(page, 'Update Email', 'update-email-wallet', current)
    const mails = await mailCount(email)
    await dialog.getByLabel('New email').fill(newEmail)
    await dialog.getByRole('button', { name: 'Update email' }).click()
    await dialog.getByText(`To confirm the change, enter the code we sent to ${email}.`).waitFor()
    await secureFrame(page)
      .getByLabel('Code')
      .fill(await codeFor(email, mails))
    await dialog.getByText(`Enter the code we sent to ${newEmail}.`).waitFor()
    await secureFrame(page)
      .getByLabel('Code')
      .fill(await codeFor(newEmail))
    await dialog.getByText(`Your email is now ${newEmail}.`).waitFor()
    await dialog.getByRole('button', { name: 'Back to your account' }).click()

    // Signed out, the new address logs in to the same embedded wallet.
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => shownAddress(page)).toBe('—')
    await openModal(page)
    await logInWithEmail(page, newEmail)
    await expect.poll(() => shownAddress(page)).toBe(address)
  })
})

describe('the embedded wallet on Solana', () => {
  it('behavior: one email login serves Solana too: the Solana account sends SOL that lands in the local runtime', async () => {
    const { page } = await openPage(browser)
    const solana = inject('devnet').solana
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    const email = `grace-${Date.now()}@example.com`
    await logInWithEmail(page, email)
    await expect.poll(() => shownAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const mails = await mailCount(email)

    // Switching to the Solana cluster (from the demo's panel: the modal would read the new
    // account's balance before it is funded, and balances are cached 30 s) connects the same
    // login's Solana account: no new code.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByLabel('Active network').selectOption(solana?.chainId ?? '')
    await expect
      .poll(() => page.getByTestId('headless-network').textContent())
      .toBe(solana?.chainId)
    await expect.poll(() => shownAddress(page)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await mailCount(email)).toBe(mails)
    const address = (await shownAddress(page)) as string

    // It starts empty: a dev account funds it, then it sends through the secure frame.
    await sendSol({
      rpcUrl: solana?.rpcUrl ?? '',
      from: solana?.accounts.at(-1) ?? { address: '', secretKey: '' },
      to: address,
      lamports: 2_000_000_000n,
    })
    const to = solana?.accounts[1]?.address ?? ''
    const before = await lamportsOf(to)
    await openModal(page)
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    await dialog
      .getByTestId('latch-native-balance')
      .filter({ hasText: /^2(\.0+)? SOL$/ })
      .waitFor()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByLabel('Amount').fill('0.5')
    await dialog.getByLabel('Receiver address').fill(to)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    // The embedded wallet asks in its frame, which says what the transaction does (the
    // server's reading of it); approved, the modal returns to the account and says it was sent.
    const card = secureFrame(page).getByRole('main', { name: 'Send a transaction' })
    await card.waitFor()
    const facts = await card.locator('dt, dd').allTextContents()
    expect(facts[facts.indexOf('Fee payer') + 1]).toBe(address)
    expect(facts[facts.indexOf('Send SOL') + 1]).toBe(`0.5 SOL to ${to}`)
    await answerInFrame(page, 'Send a transaction', 'Approve')
    await dialog.getByText(/^Sent: transaction /).waitFor({ timeout: 20_000 })
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
    expect((await lamportsOf(to)) - before).toBe(500_000_000)
    expect(await lamportsOf(address)).toBeLessThan(1_500_000_000)
  })
})

describe('social login through the popup', () => {
  it('behavior: the local OpenID provider signs a visitor in; a closed popup says "Popup closed"', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog
        .getByRole('button', { name: /Google/ })
        .first()
        .click(),
    ])
    await popup.getByLabel('Name').fill('Grace')
    await popup.getByRole('button', { name: 'Sign in and allow' }).click()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor({ timeout: 20_000 })
    await expect.poll(() => shownAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => shownAddress(page)).toBe('—')

    await page.close()

    // Closing the popup instead of signing in gives "Popup closed". In a new browser context:
    // in this one the provider remembers Grace, and its popup may sign her in again and close
    // itself before the visitor could close it.
    const { page: fresh } = await openPage(browser)
    await fresh.goto(inject('demoUrl'))
    await openModal(fresh)
    const [abandoned] = await Promise.all([
      fresh.waitForEvent('popup'),
      dialogOf(fresh)
        .getByRole('button', { name: /Google/ })
        .first()
        .click(),
    ])
    await abandoned.getByLabel('Name').waitFor()
    await abandoned.close()
    await dialogOf(fresh).getByText('Popup closed', { exact: false }).first().waitFor()
    await fresh.close()
  })

  it('behavior: Farcaster shows its link as a QR code; approving it there signs the visitor in', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
    const qrCode = dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' })
    await reviewView(page, 'Farcaster', 'connecting-farcaster', qrCode)

    // The link is the local relay's (a channel of Sign In With Farcaster) to the local server's
    // stand-in for the Farcaster app, which signs the message for this page's host and posts
    // it to the relay; the server verifies it against the ID registry on chain A.
    const link = await dialog.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')
    expect(new URL(link ?? '').searchParams.get('domain')).toBe(new URL(page.url()).host)
    const approval = await page.context().newPage()
    await approval.goto(link ?? '')
    await approval.getByLabel('Farcaster name').fill('ada.eth')
    await approval.getByRole('button', { name: 'Approve' }).click()
    await approval.getByText('Approved as ada.eth.').waitFor()
    await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor({ timeout: 20_000 })
    await expect.poll(() => shownAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })
})
