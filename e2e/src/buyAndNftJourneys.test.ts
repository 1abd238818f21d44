import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser.js'
import { connectedToDemo } from './connectedDemo.js'
import { clientOf, ownerOf, payerAddress, toUnits } from './exchange.js'
import { reviewView } from './reviewView.js'

// Buying through latch-server's sandbox onramp and the NFTs tab, in the demo, each checked on
// the local chain: the balance the order paid into, the owner of the NFT sent.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('Buy', () => {
  it('behavior: 300 USD of ETH through the sandbox provider; the balance grows by the quoted amount', async () => {
    const { page, errors, dialog } = await connectedToDemo(browser)
    await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
    await dialog.getByLabel('You buy').selectOption('ETH')
    await dialog.getByLabel('Amount in USD').fill('300')
    const quote = dialog.getByTestId('latch-onramp-quote')
    await quote.waitFor()
    // "You get" first: the ETH the quote buys (about 0.1 at the exchange's price).
    const bought = ((await quote.locator('dd').first().textContent()) ?? '').split(' ')[0] ?? ''
    expect(Number(bought)).toBeGreaterThan(0.05)
    expect(Number(bought)).toBeLessThan(0.2)
    const payer = payerAddress()
    const before = await clientOf(0).getBalance({ address: payer })

    // The provider's page opens in a popup, in the click.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Buy', exact: true }).click(),
    ])
    await popup.getByLabel('Card number').waitFor()
    expect(new URL(popup.url()).origin).toBe(new URL(inject('servicesUrl')).origin)
    await expect(popup.getByText(`${bought} ETH`).count()).resolves.toBeGreaterThan(0)
    await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
    await popup.getByLabel('Expiry (MM/YY)').fill('12/34')
    await popup.getByLabel('CVC').fill('123')
    await popup.getByRole('button', { name: /^Pay / }).click()

    // The modal follows the order until the tokens arrive.
    const completed = dialog.getByTestId('latch-buy-completed')
    await reviewView(page, 'Buy', 'buy-completed', completed)
    expect(await completed.textContent()).toBe(`Bought ${bought} ETH. It is in your account.`)
    const after = await clientOf(0).getBalance({ address: payer })
    expect(after - before).toBe(toUnits(bought, 18))
    expect(errors).toEqual([])
  })
})

describe('NFTs', () => {
  it('behavior: the tab lists the account’s tokens with their images; one is sent and changes owner', async () => {
    const { page, errors, dialog } = await connectedToDemo(browser)
    await dialog.getByRole('tab', { name: 'NFTs' }).click()
    const grid = dialog.getByRole('list', { name: 'NFTs' })
    await grid.waitFor()
    // Dev account 0 was given ids 1 to 3 when the chains started.
    const names = await grid.getByRole('button').allTextContents()
    expect(names.map((name) => /Latch Collectible #\d+/.exec(name)?.[0])).toEqual([
      'Latch Collectible #1',
      'Latch Collectible #2',
      'Latch Collectible #3',
    ])
    // Every image came from latch-server and drew.
    const images = grid.getByRole('img')
    await expect.poll(() => images.count()).toBe(3)
    await expect
      .poll(() =>
        images.evaluateAll((all) =>
          all.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true)
    await reviewView(page, 'Account', 'account-nfts', grid)

    await grid.getByRole('button', { name: /Latch Collectible #3/ }).click()
    const detail = dialog.getByTestId('latch-nft-detail')
    await reviewView(page, 'Account', 'account-nft-detail', detail)
    await detail.getByRole('button', { name: 'Send' }).click()
    await dialog.getByTestId('latch-send-nft').waitFor()
    const receiver = inject('devnet').accounts[2]?.address ?? ''
    await dialog.getByLabel('Receiver address').fill(receiver)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByText('Sent', { exact: true }).waitFor()
    await expect.poll(() => ownerOf(3n)).toBe(receiver)
    expect(errors).toEqual([])
  })
})
