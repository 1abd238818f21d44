import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { build, defaultClientConditions, type Rolldown } from 'vite'
import { startWatchedBrowser, type WatchedBrowser } from './watchedBrowser.js'

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

export type SiteInBrowser = Pick<WatchedBrowser, 'thirdPartyRequests' | 'sockets'> & {
  page: Page
  close(): Promise<void>
}

/**
 * A page of a loopback server that runs `browserSite.ts` (the site's side of WalletConnect,
 * `window.site`), in a {@link startWatchedBrowser} Chromium.
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
  const browser = await startWatchedBrowser()
  const page = await browser.open(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
  await page.waitForFunction(() => 'site' in window)
  return {
    page,
    thirdPartyRequests: browser.thirdPartyRequests,
    sockets: browser.sockets,
    async close() {
      await browser.close()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
