import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http'
import { connect, type Socket } from 'node:net'

/** Where the proxy sent one request or WebSocket upgrade. */
export type ProxiedRequest = { method: string; path: string; target: number }

export type RoundRobinProxy = {
  /** `http://127.0.0.1:<port>`. */
  url: string
  /** Every request and upgrade so far, in the order they were sent on. */
  readonly log: readonly ProxiedRequest[]
  close(): Promise<void>
}

// Hop-by-hop headers (RFC 9110 §7.6.1): a proxy does not pass them on.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

function forwardedHeaders(incoming: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (!hopByHop.has(name) && value !== undefined) headers[name] = value
  }
  // The one proxy in front of the servers (`LATCH_TRUST_PROXY=1`): they see the client's address.
  const client = incoming.socket.remoteAddress ?? ''
  headers['x-forwarded-for'] = incoming.headers['x-forwarded-for']
    ? `${incoming.headers['x-forwarded-for']}, ${client}`
    : client
  return headers
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.once('end', () => resolve(Buffer.concat(chunks)))
    incoming.once('error', reject)
  })
}

const refused = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED'

/**
 * A load balancer for tests, in front of several servers on loopback: each request, and each
 * WebSocket upgrade, goes to the next target in turn, so two requests in a row never land on
 * the same process. A target that refuses the connection (a stopped process) is skipped, as a
 * load balancer's health check would, and the request goes to the next: nothing was sent to
 * it. A target that fails mid-answer fails the request (502), as it would behind a real one.
 *
 * @example
 * const proxy = await startRoundRobinProxy(() => members.map((member) => member.url))
 */
export async function startRoundRobinProxy(
  targets: () => readonly string[],
): Promise<RoundRobinProxy> {
  const log: ProxiedRequest[] = []
  const sockets = new Set<Socket>()
  let next = 0
  /** The targets in the order to try them: from the next one round. */
  function order(): { index: number; url: URL }[] {
    const urls = targets()
    const start = next++ % urls.length
    return urls.map((_, offset) => {
      const index = (start + offset) % urls.length
      return { index, url: new URL(urls[index] as string) }
    })
  }

  const server = createServer(async (incoming, outgoing) => {
    const body = await readBody(incoming)
    const headers = forwardedHeaders(incoming)
    for (const { index, url } of order()) {
      try {
        await new Promise<void>((resolve, reject) => {
          const upstream = httpRequest(
            {
              host: url.hostname,
              port: url.port,
              method: incoming.method,
              path: incoming.url,
              headers: { ...headers, host: incoming.headers.host ?? url.host },
              agent: false,
            },
            (answer) => {
              log.push({
                method: incoming.method ?? 'GET',
                path: incoming.url ?? '/',
                target: index,
              })
              outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
              answer.pipe(outgoing)
              answer.once('end', resolve)
              answer.once('error', reject)
            },
          )
          upstream.once('error', reject)
          upstream.end(body)
        })
        return
      } catch (error) {
        if (refused(error)) continue
        if (!outgoing.headersSent) outgoing.writeHead(502).end()
        else outgoing.destroy()
        return
      }
    }
    outgoing.writeHead(502).end()
  })

  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client)
    client.once('close', () => sockets.delete(client))
    const candidates = order()
    const attempt = () => {
      const candidate = candidates.shift()
      if (!candidate) {
        client.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n')
        return
      }
      const upstream = connect(Number(candidate.url.port), candidate.url.hostname)
      sockets.add(upstream)
      upstream.once('close', () => sockets.delete(upstream))
      upstream.once('error', (error) => {
        if (refused(error) && !upstream.bytesWritten) attempt()
        else client.destroy()
      })
      upstream.once('connect', () => {
        log.push({ method: 'UPGRADE', path: incoming.url ?? '/', target: candidate.index })
        const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`]
        for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
          lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`)
        }
        lines.push(`x-forwarded-for: ${client.remoteAddress ?? ''}`)
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
        if (head.length) upstream.write(head)
        upstream.pipe(client)
        client.pipe(upstream)
        upstream.once('close', () => client.destroy())
        client.once('close', () => upstream.destroy())
      })
    }
    client.on('error', () => undefined)
    attempt()
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    async close() {
      for (const socket of sockets) socket.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
