import type { Browser, BrowserContext } from 'playwright-core'
import { type BenchWalletSetup, benchWallet, installBenchWallet } from './benchWallet.js'
import { gzipSize } from './gzipSize.js'
import { isJavaScript, type StaticServer } from './staticServer.js'

/** The figures of one fresh load of a page. Sizes in bytes, times in milliseconds. */
export type PageSample = {
  /** JS (gzip) received once the page has loaded and the network is idle. */
  jsGzipBeforeClick: number
  /** JS (gzip) received by the moment the first wallet is shown. */
  jsGzipUntilWallet: number
  /** JS (gzip) received once the modal is open and the network idle again. */
  jsGzipModalOpen: number
  /** From the click's dispatch to the first wallet's button rendered and visible. */
  clickToWalletMs: number
  /**
   * The same on another fresh load where the pointer first rests on the button, as a mouse
   * visitor's does before the click: what the page does on hover (prefetching) has finished.
   */
  hoverClickToWalletMs: number
  /** V8 heap in use after a garbage collection, with the modal open. */
  heapUsedBytes: number
  /** Elements in the document and its shadow roots, with the modal open. */
  domNodes: number
  /** Every host the page asked for anything (http, https, ws, wss), sorted. */
  hosts: string[]
  /** Console errors, reported with the figures: an offline request shows up here. */
  consoleErrors: string[]
  /** On a page with WalletConnect: from choosing it in the modal to its QR code shown. */
  walletConnect?: WalletConnectSample
}

export type WalletConnectSample = {
  /** From the click on WalletConnect to the QR code rendered and visible. */
  chooseToQrMs: number
  /** JS (gzip) received by the moment the QR code is shown. */
  jsGzipUntilQr: number
}

/** How to load a page: its address on the static server, and what it offers. */
export type PageVisit = {
  server: StaticServer
  /** The path and query to load, `/` or `/?relay=…`. */
  path: string
  /** Time WalletConnect's QR code too, once the other figures are taken. */
  walletConnect: boolean
  /** The visitor's wallet, installed before the page's scripts. */
  wallet: BenchWalletSetup
}

const quietMs = 500
const waitLimitMs = 15_000

/** Counts requests in flight and the hosts asked, for one browser context. */
function trackNetwork(context: BrowserContext) {
  const hosts = new Set<string>()
  let inFlight = 0
  let lastActivity = Date.now()
  const settle = () => {
    inFlight -= 1
    lastActivity = Date.now()
  }
  context.on('request', (request) => {
    inFlight += 1
    lastActivity = Date.now()
    const url = new URL(request.url())
    if (/^(https?|wss?):$/.test(url.protocol)) hosts.add(url.host)
  })
  context.on('requestfinished', settle)
  context.on('requestfailed', settle)
  return {
    hosts,
    addHost: (url: string) => hosts.add(new URL(url).host),
    /**
     * Resolves once nothing has been in flight for `quietMs`, counted from this call at the
     * earliest: what the page starts a moment later (once a frame is painted, at idle) is
     * waited for too.
     */
    async quiet(): Promise<void> {
      lastActivity = Math.max(lastActivity, Date.now())
      const deadline = Date.now() + waitLimitMs
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`the network did not settle (${inFlight} open)`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}

/** The URLs of every resource the page has finished receiving. */
function receivedResources(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name)
}

/** An element in the page: the first visible one matching `selector` whose text includes `text`. */
type Target = { selector: string; text?: string }

/**
 * Clicks `click` and resolves when `shown` is rendered and visible (in the document or a
 * shadow root), with the time taken and the resources received by then. Runs in the page, so
 * it refers to nothing outside itself. Visible means laid out and not hidden: an opening fade
 * from opacity 0 is not waited for.
 */
function clickAndWaitFor({
  click,
  shown,
  limitMs,
}: {
  click: Target
  shown: Target
  limitMs: number
}) {
  const roots = (): (Document | ShadowRoot)[] => {
    const found: (Document | ShadowRoot)[] = [document]
    for (const root of found) {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) found.push(element.shadowRoot)
      }
    }
    return found
  }
  const find = ({ selector, text }: Target) => {
    for (const root of roots()) {
      for (const element of root.querySelectorAll(selector)) {
        if (text !== undefined && !element.textContent?.includes(text)) continue
        if (element.checkVisibility({ visibilityProperty: true })) return element
      }
    }
    return undefined
  }
  const target = find(click)
  if (!(target instanceof HTMLElement))
    throw new Error(`nothing to click: ${JSON.stringify(click)}`)
  return new Promise<{ elapsedMs: number; resources: string[] }>((resolve, reject) => {
    let done = false
    let start = 0
    const finish = () => {
      const elapsedMs = performance.now() - start
      done = true
      observer.disconnect()
      resolve({
        elapsedMs,
        resources: performance.getEntriesByType('resource').map((entry) => entry.name),
      })
    }
    const check = () => {
      if (!done && find(shown)) finish()
    }
    // Mutations catch the render as soon as it is committed; frames catch shadow roots.
    const observer = new MutationObserver(check)
    observer.observe(document, { childList: true, subtree: true, attributes: true })
    const onFrame = () => {
      check()
      if (!done) requestAnimationFrame(onFrame)
    }
    setTimeout(() => {
      if (done) return
      done = true
      observer.disconnect()
      reject(new Error(`${JSON.stringify(shown)} was not shown within ${limitMs} ms`))
    }, limitMs)
    start = performance.now()
    target.click()
    check()
    requestAnimationFrame(onFrame)
  })
}

/** The page's one button, and the bench wallet's button in the modal it opens. */
const openModal = {
  click: { selector: '#root button' },
  shown: { selector: 'button', text: benchWallet.name },
  limitMs: waitLimitMs,
}

/** WalletConnect in the modal's list, and the QR code of its pairing. */
const chooseWalletConnect = {
  click: { selector: 'button', text: 'WalletConnect' },
  shown: { selector: 'svg.latch-qr[role="img"]' },
  limitMs: waitLimitMs,
}

/** Elements in the document and in every open shadow root. Runs in the page. */
function countElements(): number {
  let count = 0
  const visit = (root: Document | ShadowRoot) => {
    const elements = root.querySelectorAll('*')
    count += elements.length
    for (const element of elements) if (element.shadowRoot) visit(element.shadowRoot)
  }
  visit(document)
  return count
}

/** Fresh load, pointer moved onto the button, network idle, then click → first wallet. */
async function measureHoveredClick(
  browser: Browser,
  { server, path, wallet }: PageVisit,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const network = trackNetwork(context)
    const page = await context.newPage()
    await page.addInitScript(installBenchWallet, wallet)
    await page.goto(`${server.origin}${path}`, { waitUntil: 'load' })
    await network.quiet()
    await page.hover('#root button')
    await network.quiet()
    const shown = await page.evaluate(clickAndWaitFor, openModal)
    return shown.elapsedMs
  } finally {
    await context.close()
  }
}

/**
 * Loads the page in a fresh browser context with the bench wallet installed, opens the modal
 * with the page's button, and measures it (then, on a page with WalletConnect, chooses it and
 * times its QR code); then times the click once more on a load where the pointer rested on
 * the button first.
 */
export async function measurePage(browser: Browser, visit: PageVisit): Promise<PageSample> {
  const sample = await measureColdPage(browser, visit)
  return { ...sample, hoverClickToWalletMs: await measureHoveredClick(browser, visit) }
}

async function measureColdPage(
  browser: Browser,
  { server, path, walletConnect, wallet }: PageVisit,
): Promise<Omit<PageSample, 'hoverClickToWalletMs'>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const network = trackNetwork(context)
    const page = await context.newPage()
    const pageErrors: string[] = []
    const consoleErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('websocket', (socket) => network.addHost(socket.url()))
    await page.addInitScript(installBenchWallet, wallet)

    const jsGzip = (urls: readonly string[]) => {
      let total = 0
      for (const url of new Set(urls)) {
        const { origin, pathname } = new URL(url)
        const file = origin === server.origin ? server.served(pathname) : undefined
        if (file && isJavaScript(file)) total += gzipSize(file.body)
      }
      return total
    }

    await page.goto(`${server.origin}${path}`, { waitUntil: 'load' })
    await network.quiet()
    const jsGzipBeforeClick = jsGzip(await page.evaluate(receivedResources))
    const shown = await page.evaluate(clickAndWaitFor, openModal)
    await network.quiet()
    const jsGzipModalOpen = jsGzip(await page.evaluate(receivedResources))

    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    const domNodes = await page.evaluate(countElements)

    let walletConnectSample: WalletConnectSample | undefined
    if (walletConnect) {
      const qr = await page.evaluate(clickAndWaitFor, chooseWalletConnect)
      walletConnectSample = { chooseToQrMs: qr.elapsedMs, jsGzipUntilQr: jsGzip(qr.resources) }
    }

    if (pageErrors.length) throw new Error(`the page threw: ${pageErrors.join('; ')}`)
    return {
      jsGzipBeforeClick,
      jsGzipUntilWallet: jsGzip(shown.resources),
      jsGzipModalOpen,
      clickToWalletMs: shown.elapsedMs,
      heapUsedBytes: usedSize,
      domNodes,
      hosts: [...network.hosts].sort(),
      consoleErrors,
      ...(walletConnectSample ? { walletConnect: walletConnectSample } : {}),
    }
  } finally {
    await context.close()
  }
}
