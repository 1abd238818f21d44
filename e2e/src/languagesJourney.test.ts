import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { messages as ar } from '../../packages/ui-react/src/i18n/locales/ar.js'
import { messages as ja } from '../../packages/ui-react/src/i18n/locales/ja.js'
import { launchBrowser, openPage } from './browser.js'
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
  { language: 'ar', texts: ar, dir: 'rtl' },
  { language: 'ja', texts: ja, dir: 'ltr' },
])('the modal in $language', ({ language, texts, dir }) => {
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
  })
})
