import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@latch/testkit'
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core'
import { onTestFinished } from 'vitest'
import { printViewTrail, recordViewTrail } from './viewTrail.js'

export const outputDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'output')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}

/**
 * Closes `context` when the running test ends, passed or failed (a failed one prints the view
 * trail of `trailOf` first). A page left open keeps its
 * timers, sockets, frames and compositor running through every later test of its file (up to
 * fifteen live demo pages by the end of one): CPU the later journeys then waited for.
 */
export function closeWhenTestEnds(context: BrowserContext, trailOf?: Page): BrowserContext {
  onTestFinished(async ({ task }) => {
    // A failed journey says what the modal went through, before its page goes.
    if (trailOf && task.result?.state === 'fail') await printViewTrail(trailOf)
    await context.close()
  })
  return context
}

/** A new page that records console errors and uncaught exceptions, closed when its test ends. */
export async function openPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  closeWhenTestEnds(context, page)
  await recordViewTrail(page)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}

/** Saves a full-page screenshot under `e2e/output/` for review. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(outputDir, { recursive: true })
  const path = join(outputDir, `${name}.png`)
  await page.screenshot({ path, fullPage: true, animations: 'disabled' })
  return path
}

/**
 * Saves the page (or only `target`) as it is now in both colour schemes (`{name}-light.png`,
 * `{name}-dark.png`):
 * the modal follows the visitor's system preference when the site gives no theme.
 */
export async function saveThemedScreenshots(
  page: Page,
  name: string,
  target?: Locator,
): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    // Let the theme's CSS variables apply before the capture.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    if (target) {
      mkdirSync(outputDir, { recursive: true })
      await target.screenshot({
        path: join(outputDir, `${name}-${colorScheme}.png`),
        // Entrance animations (the phone's bottom sheet slides in) finish before the capture.
        animations: 'disabled',
      })
    } else {
      await saveScreenshot(page, `${name}-${colorScheme}`)
    }
  }
  await page.emulateMedia({ colorScheme: null })
}
