import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { seriousAxeViolations } from './axe.js'
import { saveThemedScreenshots } from './browser.js'

/** The modal, whichever view it shows. */
export function dialogOf(page: Page): Locator {
  return page.getByRole('dialog')
}

/** Opens the modal with the demo's connect button. */
export async function openModal(page: Page): Promise<void> {
  await page.locator('.latch-connect-button').click()
  await dialogOf(page).waitFor()
}

/**
 * Reviews the view the modal shows now: waits for its title (and `ready`, what shows once its
 * data is in), keeps it in both themes as `view-{name}-light.png` and `view-{name}-dark.png`
 * (the dialog, or `area` such as the whole screen of a phone) and scans the dialog with axe.
 */
export async function reviewView(
  page: Page,
  title: string,
  name: string,
  ready?: Locator,
  area?: Locator,
): Promise<void> {
  await dialogOf(page).getByRole('heading', { name: title, exact: true }).waitFor()
  await ready?.first().waitFor()
  await saveThemedScreenshots(page, `view-${name}`, area ?? dialogOf(page))
  await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([])
}
