import type { Browser } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser.js'
import { connectedToDemo } from './connectedDemo.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** A small round image, inline: the journey needs no image host. */
const avatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="#c0392b"/></svg>',
)}`

/**
 * Registers `label` with an avatar for the demo's test wallet account (dev account 0) through
 * latch-server's names API, signed as core's registration message is (the modal's
 * registration has no avatar to give).
 */
async function registerWithAvatar(label: string) {
  const devnet = inject('devnet')
  const owner = devnet.accounts[0]
  const chain = devnet.chains[0]
  if (!owner || !chain) throw new Error('the devnet has no dev account 0 or no chain')
  const account = privateKeyToAccount(owner.privateKey)
  const message = JSON.stringify({
    name: label,
    attributes: { avatar },
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(
    `${inject('servicesUrl')}/v1/profile/account?projectId=demo&st=latch-react&sv=0.0.0`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        // SPEC.md §9: the coin type is the chain id OR'd with 2^31.
        coin_type: (chain.id | 0x80000000) >>> 0,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    },
  )
  expect(response.status).toBe(200)
}

describe('the account’s name and avatar', () => {
  it('behavior: a registered name with an avatar shows in Account; a name the visitor registers there replaces it', {
    timeout: 120_000,
  }, async () => {
    const label = `avatar-${Date.now()}`
    await registerWithAvatar(label)

    const { errors, dialog } = await connectedToDemo(browser)
    const name = dialog.getByTestId('latch-account-name')
    await expect.poll(() => name.textContent()).toBe(`${label}.latch`)
    const image = dialog.getByRole('img', { name: `Avatar of ${label}.latch` })
    expect(await image.getAttribute('src')).toBe(avatar)
    // The browser drew it: an image that failed would have fallen back to the colours.
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
    // The address stays, whole in its title.
    const payer = inject('devnet').accounts[0]?.address ?? ''
    expect(
      (await dialog.getByTestId('latch-account-address').getAttribute('title'))?.toLowerCase(),
    ).toBe(payer.toLowerCase())

    // The visitor registers another name in the modal: it becomes the account's name.
    await dialog.getByRole('button', { name: 'Get a name' }).click()
    await dialog.getByRole('button', { name: 'Choose a name' }).click()
    const chosen = `chosen-${Date.now()}`
    await dialog.getByLabel('Name').fill(chosen)
    await dialog.getByRole('button', { name: 'Register' }).click()
    await dialog.getByText(`${chosen} is yours`).waitFor()
    await dialog.getByRole('button', { name: 'Back to your account' }).click()
    await expect.poll(() => name.textContent()).toBe(`${chosen}.latch`)
    // Registered without an avatar: the colours of the address again.
    const placeholder = dialog.getByRole('img', { name: `Avatar of ${chosen}.latch` })
    await expect.poll(() => placeholder.evaluate((element) => element.tagName)).toBe('DIV')
    expect(errors).toEqual([])
  })
})
