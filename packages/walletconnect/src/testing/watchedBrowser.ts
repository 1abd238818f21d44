import { chromiumLaunchOptions } from '@latch/testkit'
import { chromium, type Page } from 'playwright-core'

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

export type WatchedBrowser = {
  /** A new page (of one context: they share storage) at `url`. */
  open(url: string): Promise<Page>
  /** Every URL of another host than loopback a page asked for (each was refused). */
  thirdPartyRequests: string[]
  /** Every WebSocket a page opened. */
  sockets: string[]
  close(): Promise<void>
}

/**
 * Headless Chromium whose pages may reach loopback only: every request to another host,
 * whatever asked for it (`fetch`, an iframe, an image, a script), is recorded and refused.
 */
export async function startWatchedBrowser(): Promise<WatchedBrowser> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const context = await browser.newContext()
  const thirdPartyRequests: string[] = []
  const sockets: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (loopback.has(url.hostname)) return route.continue()
    thirdPartyRequests.push(url.href)
    return route.abort('blockedbyclient')
  })
  return {
    async open(url) {
      const page = await context.newPage()
      page.on('websocket', (socket) => sockets.push(socket.url()))
      await page.goto(url)
      return page
    },
    thirdPartyRequests,
    sockets,
    close: () => browser.close(),
  }
}
