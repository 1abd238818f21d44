import { smartSessionsAbi } from '@latch/smart-account-encoding'
import type { Browser, Page } from 'playwright-core'
import { decodeErrorResult, encodeFunctionData, type Hex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import {
  approveInFrame,
  clickPageButton,
  logInWithEmail,
  rpc,
  secureFrame,
  shownAddress,
} from './emailLogin.js'
import { dialogOf, openModal } from './reviewView.js'

// Smart sessions (ERC-7715) of the embedded wallet's smart account on the local chain: the
// page grants its own session key LTT transfers up to 10 LTT for an hour, then sends with
// the key alone; Revoke in the Account view ends it.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const chain = () => {
  const first = inject('devnet').chains[0]
  if (!first) throw new Error('the devnet has no chain')
  return first
}
const ltt = () => {
  const address = inject('devnet').token.addresses[chain().id]
  if (!address) throw new Error('no LTT on the first chain')
  return address
}
const word = (value: bigint | string) =>
  (typeof value === 'string' ? value.slice(2).toLowerCase() : value.toString(16)).padStart(64, '0')
const lttOf = async (address: string) =>
  BigInt(
    await rpc<string>('eth_call', [{ to: ltt(), data: `0x70a08231${word(address)}` }, 'latest']),
  )

/** Gives `to` LTT from dev account 7 (the devnet's holder; the node signs for it). */
async function fundLtt(to: string, amount: bigint) {
  const holder = inject('devnet').accounts[7]?.address
  if (!holder) throw new Error('no dev account 7')
  const hash = await rpc<string>('eth_sendTransaction', [
    { from: holder, to: ltt(), data: `0xa9059cbb${word(to)}${word(amount)}` },
  ])
  await expect
    .poll(() => rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]))
    .toMatchObject({ status: '0x1' })
}

/**
 * Hands `operation` straight to the EntryPoint's `handleOps` from dev account 5, its gas given
 * so that the transaction is mined even when it reverts; resolves with the mined receipt.
 */
async function handleOpsOnChain(operation: Record<string, Hex>) {
  const relayer = inject('devnet').accounts[5]?.address
  const entryPoint = inject('devnet').accountAbstraction?.entryPoint
  if (!relayer || !entryPoint) throw new Error('no relayer or EntryPoint')
  const data = encodeFunctionData({
    abi: entryPoint08Abi,
    functionName: 'handleOps',
    args: [
      [
        {
          sender: operation.sender as Hex,
          nonce: BigInt(operation.nonce as Hex),
          initCode: operation.initCode as Hex,
          callData: operation.callData as Hex,
          accountGasLimits: operation.accountGasLimits as Hex,
          preVerificationGas: BigInt(operation.preVerificationGas as Hex),
          gasFees: operation.gasFees as Hex,
          paymasterAndData: operation.paymasterAndData as Hex,
          signature: operation.signature as Hex,
        },
      ],
      relayer,
    ],
  })
  // The node mines a reverting transaction and then answers with its error: the hash is in it.
  const response = await fetch(chain().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [{ from: relayer, to: entryPoint, data, gas: '0x1e8480' }],
    }),
  })
  const answer = (await response.json()) as {
    result?: string
    error?: { message: string; data?: { txHash?: string; data?: Hex } }
  }
  const hash = answer.result ?? answer.error?.data?.txHash
  if (!hash) throw new Error(`handleOps was not mined: ${JSON.stringify(answer)}`)
  const revertData = answer.error?.data?.data
  return {
    receipt: await rpc<{ status: string }>('eth_getTransactionReceipt', [hash]),
    error: revertData ? decodeErrorResult({ abi: entryPoint08Abi, data: revertData }) : undefined,
  }
}

const sessionStatus = (page: Page) => page.getByTestId('session-status').textContent()
const oneLtt = 10n ** 18n

describe('smart sessions of the embedded wallet', () => {
  it('behavior: the visitor grants the page’s key 10 LTT of transfers on one card; the key sends 1 LTT with no card; an approve it signs is refused on chain by handleOps; Revoke in the Account view ends it', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await page.getByRole('checkbox', { name: 'smartSessions', exact: true }).check()
    await openModal(page)
    const dialog = dialogOf(page)
    await logInWithEmail(page, `ada-${Date.now()}@example.com`)
    await expect.poll(() => shownAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const smart = (await shownAddress(page)) as string
    // With its button: Escape may land in the secure frame the login just used (see below).
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await fundLtt(smart, 20n * oneLtt)

    // One card: the session key, the expiry, and the permission (LTT's transfer, 10 LTT).
    await clickPageButton(page, 'Grant a session: LTT transfers up to 10 LTT for an hour')
    const lines = await approveInFrame(page, 'Grant a session')
    expect(lines).toEqual(
      expect.arrayContaining([
        ltt(),
        'LTT',
        'transfer(address,uint256)',
        '10 LTT in all',
        expect.stringMatching(/ UTC \(\d+\)$/),
      ]),
    )
    await expect
      .poll(() => sessionStatus(page), { timeout: 30_000 })
      .toMatch(/^Session granted 0x[0-9a-f]{64}$/)
    const permissionId = (await sessionStatus(page))?.split(' ').at(-1)

    // The key alone: no card, and the recipient's LTT moves.
    const recipient = inject('devnet').accounts[2]?.address ?? ''
    const before = await lttOf(recipient)
    await clickPageButton(page, 'Send 1 LTT with the session key')
    await expect
      .poll(() => sessionStatus(page), { timeout: 30_000 })
      .toMatch(/^Session sent in 0x[0-9a-f]{64}$/)
    expect(await secureFrame(page).getByRole('main').count()).toBe(0)
    expect(await lttOf(recipient)).toBe(before + oneLtt)

    // What the session does not allow (an LTT approve), signed by the key and handed straight
    // to the EntryPoint, not a bundler: the chain itself refuses it.
    await clickPageButton(page, 'Sign a LTT approve with the session key (not allowed)')
    await page.getByTestId('session-signed-operation').waitFor({ timeout: 30_000 })
    const outside = JSON.parse(
      (await page.getByTestId('session-signed-operation').textContent()) ?? '{}',
    ) as Record<string, Hex>
    expect(outside.sender?.toLowerCase()).toBe(smart.toLowerCase())
    const onChain = await handleOpsOnChain(outside)
    expect(onChain.receipt.status).toBe('0x0')
    // The EntryPoint's FailedOpWithRevert: AA23, the account's validation reverted with
    // SmartSessions' NoPoliciesSet for this session: it has no action that is LTT's approve.
    expect(onChain.error?.errorName).toBe('FailedOpWithRevert')
    const [, reason, inner] = (onChain.error?.args ?? []) as [bigint, string, Hex]
    expect(reason).toBe('AA23 reverted')
    const refusal = decodeErrorResult({ abi: smartSessionsAbi, data: inner })
    expect(refusal.errorName).toBe('NoPoliciesSet')
    expect(refusal.args).toEqual([permissionId])

    // The Account view lists it (LTT, 10 LTT, its expiry); Revoke is one more card.
    await openModal(page)
    await dialog.getByRole('tab', { name: 'Sessions' }).click()
    const session = dialog.getByTestId('latch-session')
    await session.waitFor()
    expect(await session.textContent()).toContain('TokenLTTLimit10 LTTExpires')
    await session.getByRole('button', { name: 'Revoke' }).click()
    await approveInFrame(page, 'Revoke a session')
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${inject('servicesUrl')}/v1/sessions/${smart}?projectId=demo`,
          )
          return ((await response.json()) as { sessions: { revoked: boolean }[] }).sessions
        },
        { timeout: 30_000 },
      )
      .toEqual([expect.objectContaining({ revoked: true })])

    // The key can send nothing more: the bundler refuses the operation (SmartSessions, AA23).
    // Closed with its button: right after the approval, focus is still in the secure frame
    // (the dialog takes it back at the next frame), where Escape does not reach the modal; and
    // an open modal hides the page's alert from the accessibility tree.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await clickPageButton(page, 'Send 1 LTT with the session key')
    await expect
      // The bundler's refusal reaches the page after viem's retries of the HTTP call.
      .poll(
        async () =>
          (await page.getByRole('alert').count())
            ? page.getByRole('alert').first().textContent()
            : '',
        { timeout: 90_000 },
      )
      .toContain('AA23')
    expect(await lttOf(recipient)).toBe(before + oneLtt)
  }, 240_000)
})
