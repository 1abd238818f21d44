// Finding 1 of issue 28 where latch-server mounts the relay (@latch/relay, whose own attack
// tests replay the rest on the relay alone): the relay counted by the same limiter as HTTP,
// and its caps set through the server's options.
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  connectRelayClient,
  randomTopic,
  type TestRelayClient,
} from '../../../relay/src/testing/relayClient.js'
import type { LatchServer } from '../createServer.js'
import { createTestDatabase, createTestServer, sdkQuery } from '../testing/testDatabase.js'

let server: LatchServer | undefined
let clients: TestRelayClient[] = []
// The worker's PGlite starts here, within a hook's time, not within the first test's.
beforeAll(() => createTestDatabase(), 60_000)
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()))
  clients = []
  await server?.close()
  server = undefined
})

/** A server behind one trusted proxy, so a test speaks for any client address. */
async function startServer(options: Parameters<typeof createTestServer>[0]) {
  server = await createTestServer({ trustProxy: 1, ...options })
  const running = await server.start({ port: 0 })
  return { ...running, relayUrl: running.relayUrl ?? '' }
}

/** `'open'` when the relay answers a request on a connection for `address`, else its close. */
async function connectAs(relayUrl: string, address: string) {
  const client = await connectRelayClient(relayUrl, { headers: { 'x-forwarded-for': address } })
  try {
    await client.request('irn_subscribe', { topic: randomTopic() })
    clients.push(client)
    return 'open' as const
  } catch {
    return client.closed
  }
}

describe('finding 1: the relay as latch-server mounts it', () => {
  test('behavior: a connection counts in the HTTP rate limit of its address and project', async () => {
    const { relayUrl, url } = await startServer({ rateLimit: { max: 10, windowMs: 60_000 } })
    const headers = { 'x-forwarded-for': '203.0.113.50' }
    for (let index = 0; index < 6; index++) {
      const response = await fetch(`${url}/appkit/v1/config?${sdkQuery()}`, { headers })
      expect(response.status).toBe(200)
    }
    const settled = []
    for (let index = 0; index < 6; index++) settled.push(await connectAs(relayUrl, '203.0.113.50'))
    expect(settled.filter((outcome) => outcome === 'open')).toHaveLength(4)
    expect(settled.at(-1)).toEqual({
      code: 1013,
      reason: expect.stringMatching(/^Try again later: too many requests; retry after \d+ s$/),
    })
    // And the connections used the HTTP budget up.
    const response = await fetch(`${url}/appkit/v1/config?${sdkQuery()}`, { headers })
    expect(response.status).toBe(429)
  })

  test('parameters: relay.maxConnectionsPerClient caps one address', async () => {
    const { relayUrl } = await startServer({ relay: { maxConnectionsPerClient: 2 } })
    const settled = await Promise.all(
      Array.from({ length: 5 }, () => connectAs(relayUrl, '198.51.100.9')),
    )
    expect(settled.filter((outcome) => outcome === 'open')).toHaveLength(2)
    expect(server?.relay?.connectionCount).toBe(2)
  })
})
