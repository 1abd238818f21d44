import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@latch/testkit'
import { type Browser, chromium, type Page } from 'playwright-core'
import type { Hex } from 'viem'
import { build } from 'vite'
import type { ServerOptions } from '../config/serverConfig.js'
import type { LatchServer } from '../createServer.js'
import { codeMailedTo } from './frameApiClient.js'
import { createTestServer } from './testDatabase.js'

/** The app's page: embeds the frame and exposes a raw protocol client to the test. */
function appPage(frameUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>App</title></head><body>
<script>
const frameOrigin = new URL(${JSON.stringify(frameUrl)}).origin
const iframe = document.createElement('iframe')
iframe.setAttribute('referrerpolicy', 'origin')
iframe.setAttribute('style', 'width:360px;height:480px;border:0')
iframe.src = ${JSON.stringify(frameUrl)}
const waiting = new Map()
window.notices = []
window.frameReady = new Promise((resolve) => {
  window.addEventListener('message', (event) => {
    if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return
    const { id, type, payload } = event.data
    if (type === 'FRAME_READY') resolve(payload)
    if (id === undefined) { window.notices.push({ type, payload }); return }
    const request = waiting.get(id)
    if (!request) return
    waiting.delete(id)
    request({ type, payload })
  })
})
window.socialResult = new Promise((resolve) => {
  window.addEventListener('message', (event) => {
    if (event.origin !== frameOrigin || !window.popup || event.source !== window.popup) return
    if (event.data?.type === 'SOCIAL_LOGIN_RESULT') resolve(event.data.resultUri)
  })
})
window.openPopup = () => { window.popup = window.open('', 'latch-social-login', 'popup,width=600,height=800') }
window.frameRequest = (type, payload) => new Promise((resolve) => {
  const id = crypto.randomUUID()
  waiting.set(id, resolve)
  iframe.contentWindow.postMessage({ id, type, payload }, frameOrigin)
})
document.body.append(iframe)
</script></body></html>`
}

/** A reply of the frame: `FRAME_…_SUCCESS` or `FRAME_…_ERROR` and its payload. */
export type FrameReply = { type: string; payload: Record<string, unknown> & { message?: string } }

export type FrameInBrowser = {
  browser: Browser
  /** The embedding page, on `localhost`: another site than the frame's `127.0.0.1`. */
  appUrl: string
  /** Loads the app page and resolves with the frame's FRAME_READY payload. */
  openApp(page: Page): Promise<unknown>
  /** Sends an app event to the frame and resolves with its reply. */
  request(page: Page, type: string, payload?: unknown): Promise<FrameReply>
  close(): Promise<void>
}

/**
 * Headless Chromium and a page on another site (`localhost`, which the demo project allows)
 * that embeds the frame of `frameUrl` (on `127.0.0.1`) and speaks the protocol to it over
 * postMessage, as core's auth connector does. Builds the frame's script first.
 */
export async function startFrameInBrowser(frameUrl: string): Promise<FrameInBrowser> {
  await build({
    configFile: fileURLToPath(new URL('../../frame-client/vite.config.ts', import.meta.url)),
  })
  const appServer: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      appPage(
        `${frameUrl}/frame?projectId=demo&chainId=eip155%3A31337&version=0.0.0&enableLogger=false`,
      ),
    )
  })
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve))
  const appUrl = `http://localhost:${(appServer.address() as AddressInfo).port}/`
  /** Stops the page's server, dropping the keep-alive connections `close()` would wait for. */
  const closeAppServer = () =>
    new Promise<void>((resolve) => {
      appServer.close(() => resolve())
      appServer.closeAllConnections()
    })
  let browser: Browser
  try {
    browser = await chromium.launch(chromiumLaunchOptions())
  } catch (error) {
    // A browser that does not start must not leave the page's server listening in the worker.
    await closeAppServer()
    throw error
  }
  return {
    browser,
    appUrl,
    async openApp(page) {
      await page.goto(appUrl)
      return page.evaluate(() => (window as unknown as { frameReady: Promise<unknown> }).frameReady)
    },
    request: (page, type, payload = {}) =>
      page.evaluate(
        ([eventType, eventPayload]) =>
          (
            window as unknown as { frameRequest(t: unknown, p: unknown): Promise<FrameReply> }
          ).frameRequest(eventType, eventPayload),
        [type, payload] as const,
      ),
    async close() {
      try {
        await browser.close()
      } finally {
        await closeAppServer()
      }
    },
  }
}

export type FrameServerInBrowser = {
  server: LatchServer
  /** The frame's origin as the browser reaches it. */
  frameUrl: string
  harness: FrameInBrowser
  /**
   * Opens the embedding page in `page` and logs its visitor in with `email` (the code read
   * from the development mailbox); resolves with the embedded wallet's address.
   */
  logIn(page: Page, email: string): Promise<Hex>
  /** Closes the browser, the listener and the server. */
  close(): Promise<void>
}

/**
 * A test server (`createTestServer` with `options`) listening on loopback, and Chromium with
 * a page that embeds its frame: what the frame's browser tests start with.
 *
 * @example
 * const frame = await startFrameServerInBrowser({ indexerPollMs: false })
 * await frame.harness.openApp(page)
 */
export async function startFrameServerInBrowser(
  options: ServerOptions = {},
): Promise<FrameServerInBrowser> {
  const server = await createTestServer(options)
  let harness: FrameInBrowser
  let running: Awaited<ReturnType<LatchServer['start']>>
  try {
    running = await server.start({ port: 0, host: '127.0.0.1' })
    harness = await startFrameInBrowser(running.frameUrl)
  } catch (error) {
    // The caller gets no close() to call: what started is stopped here (server.close() stops
    // its listeners too).
    await server.close()
    throw error
  }
  return {
    server,
    frameUrl: running.frameUrl,
    harness,
    async logIn(page, email) {
      await harness.openApp(page)
      await harness.request(page, 'APP_CONNECT_EMAIL', { email })
      const verifying = harness.request(page, 'APP_CONNECT_OTP')
      await page
        .frameLocator('iframe')
        .getByLabel('Code')
        .fill(await codeMailedTo(running.frameUrl, email))
      await verifying
      const user = await harness.request(page, 'APP_GET_USER', {})
      return user.payload.address as Hex
    },
    async close() {
      try {
        await harness.close()
      } finally {
        await server.close()
      }
    },
  }
}
