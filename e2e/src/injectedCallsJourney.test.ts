import type { Browser } from 'playwright-core'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser.js'
import { connectedToDemo } from './connectedDemo.js'
import { clickPageButton } from './emailLogin.js'

// EIP-5792 through a browser wallet: the Latch Test Wallet, announced on the page (EIP-6963),
// reports atomic batches unsupported, so the demo offers its batch one call after the other;
// each call is its own transaction on the local chain A.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** What each call of the demo's batch sends: 0.001 ETH, in wei. */
const amount = 10n ** 15n

function chainA() {
  const chain = inject('devnet').chains[0]
  if (!chain) throw new Error('the devnet has no chain')
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

const address = (index: number) => {
  const account = inject('devnet').accounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account.address
}

describe('batched calls through an injected wallet', () => {
  it('behavior: the announced test wallet sends the batch one call after the other; both land, account #2 gets twice the amount', async () => {
    const { page, errors } = await connectedToDemo(browser)
    const chain = chainA()
    const [payer, recipient] = [address(0), address(2)]
    const before = await chain.getBalance({ address: recipient })

    const sequential =
      'Send 0.001 ETH to account #2 twice, as a batch of calls (one after the other)'
    await page.getByRole('button', { name: sequential, includeHidden: true }).waitFor({
      state: 'attached',
    })
    // The wallet reported no atomic batches: the one-operation batch is not offered.
    await expect(
      page
        .getByRole('button', {
          name: 'Send 0.001 ETH to account #2 twice, as one batch',
          includeHidden: true,
        })
        .count(),
    ).resolves.toBe(0)
    await clickPageButton(page, sequential)

    const status = page.getByTestId('batch-status')
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/: confirmed in /)
    const shown = /^Batch (\S+): confirmed in (0x[0-9a-f]{64}), (0x[0-9a-f]{64})$/.exec(
      (await status.textContent()) ?? '',
    )
    expect(shown).not.toBeNull()
    const [, id, first, second] = shown as unknown as [string, string, Hex, Hex]
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(first).not.toBe(second)

    // On chain: two successful transfers of the amount from the wallet's account to account #2.
    for (const hash of [first, second]) {
      const receipt = await chain.getTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      const transaction = await chain.getTransaction({ hash })
      expect(transaction.from.toLowerCase()).toBe(payer.toLowerCase())
      expect(transaction.to?.toLowerCase()).toBe(recipient.toLowerCase())
      expect(transaction.value).toBe(amount)
    }
    await expect(chain.getBalance({ address: recipient })).resolves.toBe(before + 2n * amount)
    expect(errors).toEqual([])
  })
})
