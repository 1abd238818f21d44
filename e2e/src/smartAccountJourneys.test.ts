import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { approveInFrame, clickPageButton, logInWithEmail, rpc, shownAddress } from './emailLogin.js'
import { dialogOf, openModal } from './reviewView.js'

// The embedded wallet's smart account (ERC-4337) on the local chain: the testkit's EntryPoint
// v0.8, the account factory and latch-server's verifying paymaster, with the alto bundler.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

type Log = { address: string; topics: string[]; data: string }
type Receipt = { status: string; logs: Log[]; transactionHash: string }

// keccak256("UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)")
const userOperationEvent = '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f'

const chain = () => {
  const first = inject('devnet').chains[0]
  if (!first) throw new Error('the devnet has no chain')
  return first
}

function aa() {
  const info = inject('devnet').accountAbstraction
  const onChain = info?.chains[chain().id]
  if (!info || !onChain) throw new Error('the devnet runs no account abstraction')
  return { ...info, ...onChain }
}

/** One JSON-RPC call to the chain's bundler (alto). */
async function bundler<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(aa().bundlerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** The user operations a transaction carried for `sender`: each one's hash and success. */
function operationsOf(receipt: Receipt, sender: string) {
  return receipt.logs
    .filter(
      (log) =>
        log.address.toLowerCase() === aa().entryPoint.toLowerCase() &&
        log.topics[0] === userOperationEvent &&
        `0x${log.topics[2]?.slice(26)}`.toLowerCase() === sender.toLowerCase(),
    )
    .map((log) => ({
      userOpHash: log.topics[1] as string,
      // The event's data: nonce, success, actualGasCost, actualGasUsed (32 bytes each).
      success: BigInt(`0x${log.data.slice(2 + 64, 2 + 128)}`) === 1n,
    }))
}

const balanceOf = async (address: string) =>
  BigInt(await rpc<string>('eth_getBalance', [address, 'latest']))

describe('the embedded wallet’s smart account', () => {
  it('behavior: email login gives a smart account; its first send is a sponsored user operation that deploys it; a batch of two transfers is one operation; switching to the key account and back survives a reload', async () => {
    const { page } = await openPage(browser)
    const email = `grace-${Date.now()}@example.com`
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    await logInWithEmail(page, email)

    // A smart account signs by default on a chain that offers one (SPEC.md §6); it exists
    // only as an address until its first operation.
    const choice = dialog.getByRole('group', { name: 'Account that signs' })
    await choice.waitFor()
    expect(
      await choice.getByRole('button', { name: 'Smart account' }).getAttribute('aria-pressed'),
    ).toBe('true')
    await expect.poll(() => shownAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const smart = (await shownAddress(page)) as string
    expect(await rpc<string>('eth_getCode', [smart, 'latest'])).toBe('0x')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // Funded by the demo's faucet, it sends to account #2: the approval card says it is the
    // smart account, and the bundle carries one successful operation that deploys it.
    await clickPageButton(page, 'Get 1 test ETH')
    await expect
      .poll(() => page.getByTestId('balance-mine').textContent())
      .toMatch(/^1(\.0+)? ETH$/)
    const recipient = inject('devnet').accounts[2]?.address ?? ''
    const before = await balanceOf(recipient)
    await clickPageButton(page, 'Send 0.001 ETH to account #2')
    const sendLines = await approveInFrame(page, 'Send a transaction')
    expect(sendLines).toContain(recipient)
    expect(sendLines).toContain('0.001 ETH')
    await expect
      .poll(() => page.getByTestId('last-transaction').textContent(), { timeout: 30_000 })
      .toMatch(/^0x[0-9a-f]{64}$/)
    const hash = (await page.getByTestId('last-transaction').textContent()) as string
    const receipt = await rpc<Receipt>('eth_getTransactionReceipt', [hash])
    expect(receipt.status).toBe('0x1')
    const [operation, ...more] = operationsOf(receipt, smart)
    expect(more).toEqual([])
    expect(operation?.success).toBe(true)
    // The bundler knows the operation and where it landed.
    const fromBundler = await bundler<{ success: boolean; receipt: { transactionHash: string } }>(
      'eth_getUserOperationReceipt',
      [operation?.userOpHash],
    )
    expect(fromBundler.success).toBe(true)
    expect(fromBundler.receipt.transactionHash).toBe(hash)
    expect(await balanceOf(recipient)).toBe(before + 10n ** 15n)
    expect((await rpc<string>('eth_getCode', [smart, 'latest'])).length).toBeGreaterThan(2)

    // Two transfers as one batch (EIP-5792): the card lists both, one operation sends both.
    const beforeBatch = await balanceOf(recipient)
    await clickPageButton(page, 'Send 0.001 ETH to account #2 twice, as one batch')
    const batchLines = await approveInFrame(page, 'Send 2 calls')
    expect(batchLines.filter((line) => line === recipient)).toHaveLength(2)
    await expect
      .poll(() => page.getByTestId('batch-status').textContent(), { timeout: 30_000 })
      .toMatch(/: confirmed in 0x[0-9a-f]{64}$/)
    const batchHash = /in (0x[0-9a-f]{64})$/.exec(
      (await page.getByTestId('batch-status').textContent()) ?? '',
    )?.[1]
    const batchReceipt = await rpc<Receipt>('eth_getTransactionReceipt', [batchHash])
    expect(operationsOf(batchReceipt, smart)).toEqual([
      { userOpHash: expect.any(String), success: true },
    ])
    expect(await balanceOf(recipient)).toBe(beforeBatch + 2n * 10n ** 15n)

    // The key account that owns it, then back; the choice is the server's, kept over a reload.
    await openModal(page)
    await choice.getByRole('button', { name: 'Key account' }).click()
    await expect.poll(() => shownAddress(page)).not.toBe(smart)
    const key = (await shownAddress(page)) as string
    await page.reload()
    await expect.poll(() => shownAddress(page), { timeout: 20_000 }).toBe(key)
    await openModal(page)
    await choice.getByRole('button', { name: 'Smart account' }).click()
    await expect.poll(() => shownAddress(page)).toBe(smart)
    await page.reload()
    await expect.poll(() => shownAddress(page), { timeout: 20_000 }).toBe(smart)

    // Signed by the smart account: checked by the account on chain (ERC-1271).
    await clickPageButton(page, 'Sign a message')
    await approveInFrame(page, 'Sign a message')
    await expect
      .poll(() => page.getByTestId('signature').textContent(), { timeout: 20_000 })
      .toMatch(/^verified 0x/)
  })
})
