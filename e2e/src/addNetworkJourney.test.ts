import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser.js'
import { connectedToDemo } from './connectedDemo.js'
import { clickPageButton } from './emailLogin.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** The names of the networks the modal's Networks view lists. */
function listedNetworks(dialog: Locator) {
  return dialog
    .getByRole('list', { name: 'Networks of this site' })
    .getByRole('button')
    .allTextContents()
}

describe('adding and removing a network (addNetwork, removeNetwork)', () => {
  it("behavior: a network the site adds shows in the modal's Networks view, and leaves it once removed", async () => {
    const { page, errors, dialog } = await connectedToDemo(browser)
    await dialog.getByRole('button', { name: /^Network/ }).click()
    await dialog.getByRole('heading', { name: 'Networks', exact: true }).waitFor()
    const before = await listedNetworks(dialog)
    expect(before.length).toBeGreaterThan(0)
    expect(before.some((name) => name.includes('Arbitrum One'))).toBe(false)

    // The demo's panel calls addNetwork under the open modal: the list follows at once.
    await clickPageButton(page, 'Add network Arbitrum One')
    await expect
      .poll(() => listedNetworks(dialog))
      .toEqual([...before, expect.stringContaining('Arbitrum One')])

    await clickPageButton(page, 'Remove network Arbitrum One')
    await expect.poll(() => listedNetworks(dialog)).toEqual(before)
    // The active network stayed where it was all along.
    await expect(page.getByTestId('headless-network').textContent()).resolves.toMatch(/^eip155:/)
    expect(errors).toEqual([])
  })
})
