import type { Browser } from 'playwright-core'
import { encodeAbiParameters, keccak256, pad, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { clickPageButton, logInWithEmail, rpc, shownAddress } from './emailLogin.js'
import { dialogOf, openModal } from './reviewView.js'

// ERC-7811 asset discovery of the embedded wallet: the demo asks `wallet_getAssets` through the
// site's provider (the EVM adapter over the secure frame) and shows the answer as it came.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

type Asset = { address: string; balance: string; type: string; metadata: { symbol: string } }

/** Gives `address` `amount` LTT on the first local chain (OpenZeppelin's balances: slot 0). */
async function giveTestTokens(address: string, amount: bigint) {
  const chain = inject('devnet').chains[0]
  const token = inject('devnet').token.addresses[chain?.id ?? 0] ?? ''
  const slot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address as `0x${string}`, 0n]),
  )
  await rpc('hardhat_setStorageAt', [token, slot, pad(toHex(amount))])
  return token
}

describe('asset discovery of the embedded wallet', () => {
  it('behavior: after an email login, wallet_getAssets answers the native balance the chain holds and the LTT the account holds, without an approval card', async () => {
    const { page } = await openPage(browser)
    await page.goto(inject('demoUrl'))
    await openModal(page)
    const dialog = dialogOf(page)
    await logInWithEmail(page, `nora-${Date.now()}@example.com`)
    await expect.poll(() => shownAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const address = (await shownAddress(page)) as string
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    await clickPageButton(page, 'Get 1 test ETH')
    await expect
      .poll(() => page.getByTestId('balance-mine').textContent())
      .toMatch(/^1(\.0+)? ETH$/)
    const ltt = await giveTestTokens(address, parseEther('4'))

    await clickPageButton(page, 'Discover assets')
    const shown = page.getByTestId('wallet-assets')
    await shown.waitFor()
    // A read: the modal never opened ApproveTransaction for it.
    expect(await dialog.isVisible()).toBe(false)
    const answer = JSON.parse((await shown.textContent()) ?? '') as Record<string, Asset[]>
    const chainHex = toHex(inject('devnet').chains[0]?.id ?? 0)
    const assets = answer[chainHex] ?? []
    expect(assets.find((asset) => asset.type === 'NATIVE')?.balance).toBe(
      toHex(BigInt(await rpc<string>('eth_getBalance', [address, 'latest']))),
    )
    expect(assets.find((asset) => asset.metadata.symbol === 'LTT')).toMatchObject({
      address: ltt,
      type: 'ERC20',
      balance: toHex(parseEther('4')),
    })
  })
})
