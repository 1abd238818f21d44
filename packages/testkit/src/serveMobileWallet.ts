import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { DevnetInfo } from './devnetInfo.js'

/** What the page learns at `/config.json`. */
export type MobileWalletPageConfig = {
  relayUrl: string
  projectId: string
  /** The local chains, `solana` included, with their dev accounts. */
  devnet: DevnetInfo
}

export type ServeMobileWalletParameters = MobileWalletPageConfig & {
  /** A free one by default. */
  port?: number | undefined
  /** `127.0.0.1` by default. */
  host?: string | undefined
}

export type ServedMobileWallet = {
  /** The page, e.g. `http://127.0.0.1:5175/`; `?uri=wc:…` opens a pairing link at once. */
  url: string
  close(): Promise<void>
}

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Latch Test Mobile Wallet</title>
<style>
  body { font: 15px/1.45 system-ui, sans-serif; max-width: 34rem; margin: 1.5rem auto; padding: 0 1rem; }
  input { width: 100%; box-sizing: border-box; font: inherit; margin: .25rem 0; }
  article { border: 1px solid #8884; border-radius: 8px; padding: .5rem .75rem; margin: .5rem 0; }
  [role="alert"]:not(:empty) { color: #b00020; }
  li { overflow-wrap: anywhere; }
</style>
</head>
<body data-mobile-wallet><p role="status">Starting…</p><script type="module" src="/wallet.js"></script></body>
</html>`

/**
 * Serves "Latch Test Mobile Wallet" as a page for a person, on an origin of its own: the wallet
 * of `createTestMobileWallet` with the devnet's accounts (EVM and Solana account 1 onwards,
 * account 0 being the demo's own test wallet), on the relay given. The page is bundled with
 * Vite when the server starts (a few seconds) and kept in memory.
 *
 * @example
 * const wallet = await serveMobileWallet({ relayUrl: services.relayUrl, projectId: 'demo', devnet })
 * // open wallet.url beside the demo; paste the demo's WalletConnect link, or open `${wallet.url}?uri=…`
 */
export async function serveMobileWallet({
  port = 0,
  host = '127.0.0.1',
  ...config
}: ServeMobileWalletParameters): Promise<ServedMobileWallet> {
  const { build, defaultClientConditions } = await import('vite')
  const entry = fileURLToPath(new URL('../src/mobileWalletPage.ts', import.meta.url))
  const output = await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'warn',
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: { wallet: entry },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })
  const files = new Map<string, string>()
  for (const { output: chunks } of [output].flat() as {
    output: { type: string; fileName: string; code?: string }[]
  }[]) {
    for (const chunk of chunks)
      if (chunk.type === 'chunk') files.set(`/${chunk.fileName}`, chunk.code ?? '')
  }
  const configJson = JSON.stringify(config)
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://page').pathname
    const script = files.get(path)
    if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end(script)
    } else if (path === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(configJson)
    } else if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(page)
    } else {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const { port: listening } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${listening}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
