import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** What the server sent for one path. */
export type ServedFile = { contentType: string; body: Buffer }

export type StaticServer = {
  /** `http://127.0.0.1:<port>`, with no trailing slash. */
  origin: string
  /** The file last sent for a URL path (`/assets/index.js`), if any was. */
  served(pathname: string): ServedFile | undefined
  close(): Promise<void>
}

/** Whether a served file is JavaScript, the bytes the table counts. */
export function isJavaScript(file: ServedFile): boolean {
  return file.contentType.startsWith('text/javascript')
}

/**
 * Serves the files under `root` on 127.0.0.1 at a free port, uncompressed and uncached, so
 * that every page load fetches every byte and the bench does the gzip counting itself.
 * `/` serves `index.html`.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const sent = new Map<string, ServedFile>()
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end()
      return
    }
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    try {
      // An absolute path normalises without `..`: nothing outside `root` is reachable.
      const path = normalize(decodeURIComponent(pathname))
      const file = join(root, path === '/' ? 'index.html' : path)
      const body = await readFile(file)
      const contentType = contentTypes[extname(file)] ?? 'application/octet-stream'
      sent.set(pathname, { contentType, body })
      response.writeHead(200, {
        'content-type': contentType,
        'content-length': body.byteLength,
        'cache-control': 'no-store',
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    served: (pathname) => sent.get(pathname),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
