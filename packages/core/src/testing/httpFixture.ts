// Test-only: a real loopback HTTP server whose answers a test scripts, for the clients of
// SPEC.md §7 (fault tests: statuses, garbage, slow answers).
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { onTestFinished } from 'vitest'

export type ScriptedAnswer = {
  status?: number
  /** Sent as JSON unless `raw` is given. */
  body?: unknown
  raw?: string
  contentType?: string
  delayMs?: number
}

export type RecordedRequest = { method: string; url: URL; body: unknown }

export async function startHttpFixture(answer: (request: RecordedRequest) => ScriptedAnswer) {
  const requests: RecordedRequest[] = []
  const server = createServer(async (incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const request = {
      method: incoming.method ?? 'GET',
      url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(request)
    const {
      status = 200,
      body,
      raw,
      contentType = 'application/json',
      delayMs = 0,
    } = answer(request)
    setTimeout(() => {
      response.writeHead(status, { 'content-type': contentType })
      response.end(raw ?? (body === undefined ? '' : JSON.stringify(body)))
    }, delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A fixture answering each request by its path from `routes` (404 otherwise), closed when the
 * current test finishes: a service of SPEC.md §7 as a test scripts it.
 *
 * @example
 * const fixture = await startRoutedFixture({ '/v1/profile/account': { body: profile } })
 */
export async function startRoutedFixture(routes: Record<string, ScriptedAnswer>) {
  const fixture = await startHttpFixture(
    (request) => routes[request.url.pathname] ?? { status: 404, body: { error: 'not found' } },
  )
  onTestFinished(() => fixture.close())
  return fixture
}
