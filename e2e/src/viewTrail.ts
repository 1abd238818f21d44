import type { Page } from 'playwright-core'

declare global {
  interface Window {
    __latchViewTrail?: string[]
  }
}

/**
 * Records, in the page, each change of the modal's view and title and each button clicked,
 * with the time since the page loaded; a failed journey prints it ({@link printViewTrail}). A
 * journey that fails
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
    // Where each click landed: a click that hit no control (a layout that moved under the
    // pointer, an element drawn over it) shows as the element it hit.
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element | null
        const button = target?.closest('button')
        const hit = button
          ? (button.getAttribute('aria-label') ?? button.textContent)
          : `${target?.tagName.toLowerCase()}.${target?.className} "${target?.textContent?.slice(0, 40)}"`
        trail.push(`${at()} click ${hit} at ${event.clientX},${event.clientY}`)
      },
      true,
    )
  })
}

/** Prints the trail {@link recordViewTrail} kept in `page`, while the page is still open. */
export async function printViewTrail(page: Page): Promise<void> {
  const trail = await page
    .evaluate(() => window.__latchViewTrail ?? [])
    .catch((error: unknown) => [`trail unreadable: ${String(error)}`])
  console.log(`The modal's trail in the failed journey:\n${trail.join('\n')}`)
}
