import type { Page } from 'playwright-core'
import { onTestFailed } from 'vitest'

declare global {
  interface Window {
    __latchViewTrail?: string[]
  }
}

/**
 * Records, in the page, each change of the modal's view and title and each button clicked,
 * with the time since the page loaded; a failed journey prints the trail. A journey that fails
 * once in many runs then says what the modal went through (a view replaced, a part closed)
 * instead of only the locator that timed out.
 */
export async function recordViewTrail(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const trail: string[] = []
    window.__latchViewTrail = trail
    const at = () => Math.round(performance.now())
    const describe = () => {
      const dialog = document.querySelector('[role="dialog"]')
      if (!dialog) return 'no dialog'
      return `${dialog.getAttribute('data-view')} "${dialog.querySelector('h2')?.textContent ?? ''}"`
    }
    new MutationObserver(() => {
      const line = describe()
      if (!trail.at(-1)?.endsWith(line)) trail.push(`${at()} ${line}`)
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button')
        const name = button?.getAttribute('aria-label') ?? button?.textContent ?? 'not a button'
        trail.push(`${at()} click ${name}`)
      },
      true,
    )
  })
  onTestFailed(async () => {
    const trail = await page
      .evaluate(() => window.__latchViewTrail ?? [])
      .catch((error: unknown) => [`trail unreadable: ${String(error)}`])
    console.log(`The modal's trail in the failed journey:\n${trail.join('\n')}`)
  })
}
