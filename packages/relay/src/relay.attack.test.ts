// Findings 1, 3 (for the relay), 4 and 5 of issue 28, replayed against the relay as
// latch-relay runs it (createRelayServer), the way an attacker would: many connections from
// one address or one IPv6 /64, a flood of large messages with long TTLs, a JWT dated years
// ahead, and a JWT made for another relay sent with that relay's Host. latch-server's
// src/security/relayMounted.attack.test.ts replays what differs where it mounts the relay.
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  type CreateRelayServerParameters,
  createRelayServer,
  type RelayServer,
} from './createRelayServer.js'
import type { RelayOptions } from './relayConfig.js'
import { storedRelayBytes } from './relayStore.js'
import {
  closeOf,
  connectRelayClient,
  RelayAnswerError,
  type RelayErrorAnswer,
  randomTopic,
  relayConnectionUrl,
  type TestRelayClient,
} from './testing/relayClient.js'
import { createRelayTestDatabase, startTestRelay } from './testing/testRelay.js'

let server: RelayServer | undefined
let clients: TestRelayClient[] = []
// The worker's PGlite starts here, within a hook's time (seconds, more on loaded cores), not
// within the first test's.
beforeAll(() => createRelayTestDatabase(), 60_000)
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()))
  clients = []
  await server?.close()
  server = undefined
})

/** A relay server behind one trusted proxy, so a test speaks for any client address. */
async function startRelay(relay: RelayOptions, options: CreateRelayServerParameters = {}) {
  server = await createRelayServer({
    env: {},
    database: await createRelayTestDatabase(),
    projectIds: ['demo'],
    rateLimit: false,
    trustProxy: 1,
    relay,
    ...options,
  })
  const running = await server.start({ port: 0 })
  return { ...running, relayUrl: running.url }
}

/**
 * Opens a connection for `address`: `'open'` when the relay answers a request on it, else how
 * the relay closed it. A refused connection is accepted and closed at once, so the request's
 * answer and the close are the two outcomes, whichever comes; no timer decides.
 */
async function connectAs(relayUrl: string, address: string, projectId = 'demo') {
  const client = await connectRelayClient(relayUrl, {
    projectId,
    headers: { 'x-forwarded-for': address },
  })
  try {
    await client.request('irn_subscribe', { topic: randomTopic() })
    clients.push(client)
    return 'open' as const
  } catch {
    return client.closed
  }
}

async function answerOf(promise: Promise<unknown>): Promise<RelayErrorAnswer | 'ok'> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    if (error instanceof RelayAnswerError) return error.error
    throw error
  }
}

const bigMessage = (bytes: number) => 'A'.repeat(bytes)

describe('finding 1: connections are capped per client address and IPv6 network, and per project', () => {
  test('behavior: 30 connections from one address: 5 accepted, the others closed with 1013', async () => {
    const { relayUrl } = await startRelay({ maxConnectionsPerClient: 5 })
    const outcomes = []
    for (let index = 0; index < 30; index++) {
      outcomes.push(connectAs(relayUrl, '203.0.113.7'))
    }
    const settled = await Promise.all(outcomes)
    expect(settled.filter((outcome) => outcome === 'open')).toHaveLength(5)
    for (const outcome of settled.filter((outcome) => outcome !== 'open')) {
      expect(outcome).toEqual({
        code: 1013,
        reason: 'Try again later: too many connections from your address or for this project',
      })
    }
    expect(server?.relay.connectionCount).toBe(5)
    // Another address is another client.
    expect(await connectAs(relayUrl, '203.0.113.8')).toBe('open')
  })

  test('behavior: twelve addresses of one IPv6 /64 are one client; another /64 is not', async () => {
    const { relayUrl } = await startRelay({ maxConnectionsPerClient: 5 })
    const settled = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        connectAs(relayUrl, `2001:db8:77:1:${(index + 1).toString(16)}::${index + 1}`),
      ),
    )
    expect(settled.filter((outcome) => outcome === 'open')).toHaveLength(5)
    expect(await connectAs(relayUrl, '2001:db8:77:2::1')).toBe('open')
  })

  test('behavior: a closed connection frees its place', async () => {
    const { relayUrl } = await startRelay({ maxConnectionsPerClient: 2 })
    const headers = { 'x-forwarded-for': '198.51.100.4' }
    const first = await connectRelayClient(relayUrl, { headers })
    clients.push(await connectRelayClient(relayUrl, { headers }))
    expect(await connectAs(relayUrl, '198.51.100.4')).not.toBe('open')
    await first.close()
    await expect.poll(() => server?.relay.connectionCount).toBe(1)
    expect(await connectAs(relayUrl, '198.51.100.4')).toBe('open')
  })

  test('parameters: maxConnectionsPerProject holds across addresses', async () => {
    const { relayUrl } = await startRelay({ maxConnectionsPerProject: 8 })
    const settled = await Promise.all(
      Array.from({ length: 12 }, (_, index) => connectAs(relayUrl, `192.0.2.${index + 1}`)),
    )
    expect(settled.filter((outcome) => outcome === 'open')).toHaveLength(8)
  })

  test('behavior: connections count in the rate limit of their address and project', async () => {
    const { relayUrl } = await startRelay({}, { rateLimit: { max: 4, windowMs: 60_000 } })
    const settled = []
    for (let index = 0; index < 6; index++) settled.push(await connectAs(relayUrl, '203.0.113.50'))
    expect(settled.filter((outcome) => outcome === 'open')).toHaveLength(4)
    expect(settled.at(-1)).toEqual({
      code: 1013,
      reason: expect.stringMatching(/^Try again later: too many requests; retry after \d+ s$/),
    })
    // Another address has a budget of its own.
    expect(await connectAs(relayUrl, '203.0.113.51')).toBe('open')
  })
})

describe('finding 1: stored bytes are budgeted per topic, per publisher and in all', () => {
  const kib = 1024

  test('behavior: a topic takes messages up to its budget; past it the publish is refused with -32013', async () => {
    const { relayUrl } = await startRelay({ maxStoredBytesPerTopic: 256 * kib })
    const client = await connectRelayClient(relayUrl, {
      headers: { 'x-forwarded-for': '203.0.113.60' },
    })
    clients.push(client)
    const topic = randomTopic()
    const answers = []
    for (let index = 0; index < 4; index++) {
      answers.push(
        await answerOf(
          client.request('irn_publish', {
            topic,
            message: `${index}${bigMessage(100 * kib)}`,
            ttl: 300,
          }),
        ),
      )
    }
    expect(answers.slice(0, 2)).toEqual(['ok', 'ok'])
    expect(answers[2]).toEqual({
      code: -32013,
      message: `Storage quota exceeded: this topic holds all the relay keeps for one topic (${256 * kib} bytes); retry once older messages expire`,
      data: { scope: 'topic', maxBytes: 256 * kib },
    })
    // Another topic still takes messages: the refusal was the topic's.
    expect(
      await answerOf(
        client.request('irn_publish', { topic: randomTopic(), message: 'small', ttl: 300 }),
      ),
    ).toBe('ok')
  })

  test('behavior: one address rotating client ids and topics stops at its own budget, others go on', async () => {
    const { relayUrl } = await startRelay({
      maxStoredBytesPerTopic: 256 * kib,
      maxStoredBytesPerClient: 256 * kib,
    })
    const answers = []
    // Four fresh client ids from one /64, each on a topic of its own.
    for (let index = 0; index < 4; index++) {
      const client = await connectRelayClient(relayUrl, {
        headers: { 'x-forwarded-for': `2001:db8:99:1::${index + 1}` },
      })
      clients.push(client)
      answers.push(
        await answerOf(
          client.request('irn_publish', {
            topic: randomTopic(),
            message: bigMessage(120 * kib),
            ttl: 600,
          }),
        ),
      )
    }
    expect(answers.slice(0, 2)).toEqual(['ok', 'ok'])
    expect(answers[2]).toMatchObject({ code: -32013, data: { scope: 'client' } })
    const other = await connectRelayClient(relayUrl, {
      headers: { 'x-forwarded-for': '2001:db8:99:2::1' },
    })
    clients.push(other)
    expect(
      await answerOf(
        other.request('irn_publish', {
          topic: randomTopic(),
          message: bigMessage(120 * kib),
          ttl: 600,
        }),
      ),
    ).toBe('ok')
  })

  test('behavior: the total budget holds, and the database grows by no more than it', async () => {
    const maxStoredBytes = 2 * 1024 * kib
    const { relayUrl } = await startRelay({
      maxStoredBytesPerTopic: 256 * kib,
      maxStoredBytesPerClient: 512 * kib,
      maxStoredBytes,
    })
    const database = server?.database
    if (!database) throw new Error('no database')
    const size = async () => {
      const { rows } = await database.query<{ bytes: string }>(
        `SELECT (pg_total_relation_size('relay_messages') +
           pg_total_relation_size('relay_usage'))::text AS bytes`,
      )
      return Number(rows[0]?.bytes)
    }
    const before = await size()
    const refused: RelayErrorAnswer[] = []
    // Twenty addresses, each trying 500 KiB in 4 topics: 10 MB asked, 2 MiB kept.
    for (let address = 0; address < 20; address++) {
      const client = await connectRelayClient(relayUrl, {
        headers: { 'x-forwarded-for': `198.51.100.${address + 1}` },
      })
      clients.push(client)
      for (let index = 0; index < 4; index++) {
        const answer = await answerOf(
          client.request('irn_publish', {
            topic: randomTopic(),
            message: bigMessage(125 * kib),
            ttl: 7 * 86_400,
          }),
        )
        if (answer !== 'ok') refused.push(answer)
      }
    }
    expect(refused.some((answer) => answer.data?.scope === 'total')).toBe(true)
    expect(await storedRelayBytes(database)).toBeLessThanOrEqual(maxStoredBytes)
    expect((await size()) - before).toBeLessThanOrEqual(maxStoredBytes)
  })

  test('behavior: readers minting client ids keep at most four acknowledgements of a message', async () => {
    const { relayUrl } = await startRelay({})
    const database = server?.database
    if (!database) throw new Error('no database')
    const publisher = await connectRelayClient(relayUrl)
    clients.push(publisher)
    const topic = randomTopic()
    await publisher.request('irn_publish', { topic, message: 'read me', ttl: 7 * 86_400 })
    const fetched = []
    for (let index = 0; index < 10; index++) {
      const reader = await connectRelayClient(relayUrl)
      clients.push(reader)
      const page = await reader.request<{ messages: unknown[] }>('irn_fetchMessages', { topic })
      fetched.push(page.messages.length)
    }
    // Every reader gets the message; only the first four acknowledgements are kept.
    expect(fetched).toEqual(Array(10).fill(1))
    const { rows } = await database.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM relay_acknowledgements',
    )
    expect(rows[0]?.count).toBe('4')
  })

  test("behavior: the sweep gives expired messages' bytes back", async () => {
    let now = Date.now()
    const database = await createRelayTestDatabase()
    const relay = await startTestRelay({
      database,
      now: () => now,
      config: { maxStoredBytesPerTopic: 256 * kib },
    })
    try {
      const client = await connectRelayClient(relay.url)
      clients.push(client)
      const topic = randomTopic()
      for (const index of [1, 2]) {
        await client.request('irn_publish', {
          topic,
          message: `${index}${bigMessage(120 * kib)}`,
          ttl: 60,
        })
      }
      const refusedBefore = await answerOf(
        client.request('irn_publish', { topic, message: bigMessage(100 * kib), ttl: 300 }),
      )
      expect(refusedBefore).toMatchObject({ code: -32013 })
      now += 60_000
      expect(await relay.relay.sweep()).toBe(2)
      expect(await storedRelayBytes(database)).toBe(0)
      const { rows } = await database.query(`SELECT * FROM relay_usage WHERE scope <> 'total'`)
      expect(rows).toEqual([])
      expect(
        await answerOf(
          client.request('irn_publish', { topic, message: bigMessage(100 * kib), ttl: 300 }),
        ),
      ).toBe('ok')
    } finally {
      await relay.close()
    }
  })

  test("behavior: a TTL past the SDK's 7 days is refused by default", async () => {
    const { relayUrl } = await startRelay({})
    const client = await connectRelayClient(relayUrl)
    clients.push(client)
    expect(
      await answerOf(
        client.request('irn_publish', { topic: randomTopic(), message: 'x', ttl: 30 * 86_400 }),
      ),
    ).toMatchObject({
      code: -32602,
      message: 'Invalid params: ttl must be a number of seconds from 1 to 604800',
    })
  })
})

describe('finding 1: a flood of 100 connections on the default PGlite', () => {
  test('behavior: the process stays up, and the relay keeps no more than its budget', async () => {
    const { relayUrl } = await startRelay({})
    const database = server?.database
    if (!database) throw new Error('no database')
    const rssBefore = process.memoryUsage().rss
    const flood = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        connectRelayClient(relayUrl, {
          headers: { 'x-forwarded-for': `2001:db8:${index.toString(16)}::1` },
        }),
      ),
    )
    clients.push(...flood)
    // Each tries 6 messages of 128 KiB with the longest TTL: 75 MiB asked of a 64 MiB budget.
    const answers = await Promise.all(
      flood.map(async (client) => {
        const topic = randomTopic()
        const mine = []
        for (let index = 0; index < 6; index++) {
          mine.push(
            await answerOf(
              client.request('irn_publish', {
                topic: index < 4 ? topic : randomTopic(),
                message: `${index}${bigMessage(128 * 1024 - 1)}`,
                ttl: 7 * 86_400,
              }),
            ),
          )
        }
        return mine
      }),
    )
    const all = answers.flat()
    const stored = await storedRelayBytes(database)
    const rssAfter = process.memoryUsage().rss
    console.info(
      `relay flood: ${all.filter((answer) => answer === 'ok').length} of ${all.length} messages stored, ` +
        `${(stored / 2 ** 20).toFixed(1)} MiB kept; rss ${(rssBefore / 2 ** 20).toFixed(0)} MiB → ${(rssAfter / 2 ** 20).toFixed(0)} MiB`,
    )
    expect(stored).toBeLessThanOrEqual(64 * 2 ** 20)
    expect(all.some((answer) => typeof answer === 'object' && answer.data?.scope === 'total')).toBe(
      true,
    )
    // Still serving.
    const response = await fetch(
      `${relayUrl.replace(/^ws/, 'http').replace(/\/relay$/, '')}/health`,
    )
    expect(response.status).toBe(200)
  }, 120_000)
})

describe('findings 4 and 5: relay JWTs', () => {
  test('behavior: a JWT issued ten years ahead is refused at the handshake', async () => {
    const { relayUrl } = await startRelay({})
    const issuedAt = Math.floor(Date.now() / 1000) + 10 * 365 * 86_400
    expect(await closeOf(await relayConnectionUrl(relayUrl, { issuedAt }))).toEqual({
      code: 3000,
      // SPEC.md §8's provider message, which core shows as Session Expired (check the clock).
      reason: 'JWT validation error: JWT Token is not yet valid',
    })
  })

  test('behavior: without a public URL, a JWT made for another relay is refused whatever Host says', async () => {
    const { relayUrl } = await startRelay({})
    const url = await relayConnectionUrl(relayUrl, { audience: 'wss://other-latch.example/relay' })
    expect(await closeOf(url, { host: 'other-latch.example' })).toEqual({
      code: 3000,
      reason: "Unauthorized: the JWT's audience is not this relay",
    })
    // Its own listener's URL (and localhost for a loopback listener) is this relay.
    const localhost = relayUrl.replace('127.0.0.1', 'localhost')
    clients.push(await connectRelayClient(relayUrl, { audience: localhost }))
  })
})
