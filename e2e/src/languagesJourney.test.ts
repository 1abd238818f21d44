import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { messages as ar, errors as arErrors } from '../../packages/ui-react/src/i18n/locales/ar.js'
import { messages as ja, errors as jaErrors } from '../../packages/ui-react/src/i18n/locales/ja.js'
import { launchBrowser, openPage } from './browser.js'
import { clickPageButton } from './emailLogin.js'
import { dialogOf, reviewView } from './reviewView.js'

// The modal in other languages, as a visitor reading them sees it: Arabic right to left,
// Japanese; each view in both themes, axe clean, and no text outside its box.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * The elements of the modal whose content spills out of their box (a word that does not
 * wrap, a label wider than its button) or that reach past the modal's edges; scroll areas,
 * texts cut short with an ellipsis on purpose and the screen-reader-only texts aside.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')
    if (!dialog) return ['no dialog']
    const edges = dialog.getBoundingClientRect()
    return [...dialog.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        if (style.visibility === 'hidden' || box.width <= 1 || box.height <= 1) return false
        // Cut short on purpose, with an ellipsis (a wallet's name in the grid, in any language).
        if (style.textOverflow === 'ellipsis') return false
        const scrolls = ['auto', 'scroll'].includes(style.overflowX)
        const spills = !scrolls && element.scrollWidth > element.clientWidth + 1
        const outside = box.left < edges.left - 1 || box.right > edges.right + 1
        return (element.clientWidth > 0 && spills) || outside
      })
      .map(
        (element) =>
          `${element.tagName}.${element.className}: ${element.textContent?.slice(0, 60)}`,
      )
  })
}

async function demoIn(language: string): Promise<Page> {
  const { page } = await openPage(browser)
  await page.goto(inject('demoUrl'))
  await page.getByLabel('Language (locale)').selectOption(language)
  return page
}

describe.each([
  { language: 'ar', texts: ar, errors: arErrors, dir: 'rtl' },
  { language: 'ja', texts: ja, errors: jaErrors, dir: 'ltr' },
])('the modal in $language', ({ language, texts, errors, dir }) => {
  it('behavior: Connect, All wallets and Account read in the language, laid out in its direction, with nothing spilling', async () => {
    const page = await demoIn(language)
    const connect = page.getByRole('button', { name: texts['button.connect'] })
    await connect.click()
    const dialog = dialogOf(page)
    await reviewView(page, texts['view.Connect'], `connect-${language}`)
    await expect(page.locator('.latch-root').getAttribute('dir')).resolves.toBe(dir)
    await expect(overflowing(page)).resolves.toEqual([])

    await dialog.getByRole('button', { name: new RegExp(texts['connect.allWallets']) }).click()
    await reviewView(page, texts['view.AllWallets'], `all-wallets-${language}`)
    await expect(overflowing(page)).resolves.toEqual([])
    await dialog.getByRole('button', { name: texts['modal.back'] }).click()

    await dialog
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .click()
    await reviewView(page, texts['view.Account'], `account-${language}`)
    await expect(overflowing(page)).resolves.toEqual([])

    // The account's activity, and the Send form with an amount beyond the balance: the longest
    // texts of the account, in the language.
    await dialog.getByRole('tab', { name: texts['tab.activity'] }).click()
    await dialog.getByRole('tabpanel').waitFor()
    await expect(overflowing(page)).resolves.toEqual([])
    await dialog.getByRole('button', { name: texts['feature.send'], exact: true }).click()
    await dialog.getByRole('heading', { name: texts['feature.send'], exact: true }).waitFor()
    await dialog.getByRole('textbox').first().fill('1000000')
    await reviewView(page, texts['feature.send'], `send-${language}`)
    await expect(overflowing(page)).resolves.toEqual([])
  })

  it('behavior: a wallet’s refusal is said in the language (core’s catalogue, SPEC.md §8), and Try again connects', async () => {
    const page = await demoIn(language)
    await clickPageButton(page, 'Test wallet: reject the next request')
    await page.getByRole('button', { name: texts['button.connect'] }).click()
    const dialog = dialogOf(page)
    await dialog
      .getByRole('button', { name: /Latch Test Wallet/ })
      .first()
      .click()
    await dialog.getByText(errors.texts['Connection rejected'], { exact: true }).waitFor()
    await expect(dialog.getByText('Connection rejected').count()).resolves.toBe(0)
    await expect(overflowing(page)).resolves.toEqual([])
    await dialog.getByRole('button', { name: texts['common.tryAgain'] }).click()
    await dialog.getByRole('heading', { name: texts['view.Account'], exact: true }).waitFor()
  })
})
