import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { build, defaultClientConditions, type Rolldown } from 'vite'

// Debian's chromium, with the flags of e2e/src/browser.ts: tests never download a browser.
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** `browserSite.ts` bundled for the browser as a site's bundler would, kept in memory. */
async function bundleSite(): Promise<Map<string, string>> {
  const output = (await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'warn',
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: { site: fileURLToPath(new URL('./browserSite.ts', import.meta.url)) },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput
  const files = new Map<string, string>()
  for (const { output: chunks } of [output].flat()) {
    for (const chunk of chunks) {
      if (chunk.type === 'chunk') files.set(`/${chunk.fileName}`, chunk.code)
    }
  }
  return files
}

export type SiteInBrowser = {
  page: Page
  /** Every URL of another host than loopback the page asked for (each was refused). */
  thirdPartyRequests: string[]
  /** Every WebSocket the page opened. */
  sockets: string[]
  close(): Promise<void>
}

/**
 * Headless Chromium on a page of a loopback server that runs `browserSite.ts` (the site's side
 * of WalletConnect, `window.site`). Every request of the page to a host other than loopback is
 * recorded and refused, whatever asked for it (`fetch`, an iframe, an image, a script).
 */
export async function startSiteInBrowser(): Promise<SiteInBrowser> {
  const files = await bundleSite()
  const server: Server = createServer((request, response) => {
    const script = files.get(request.url ?? '')
    if (script) {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end(script)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      '<!doctype html><html><head><meta charset="utf-8"><title>Site</title></head><body><script type="module" src="/site.js"></script></body></html>',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumFlags,
  })
  const context = await browser.newContext()
  const thirdPartyRequests: string[] = []
  const sockets: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (loopback.has(url.hostname)) return route.continue()
    thirdPartyRequests.push(url.href)
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  page.on('websocket', (socket) => sockets.push(socket.url()))
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
  await page.waitForFunction(() => 'site' in window)
  return {
    page,
    thirdPartyRequests,
    sockets,
    async close() {
      await browser.close()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
