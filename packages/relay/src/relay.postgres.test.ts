import type { Database } from '@latch/database'
import { createPostgresDatabase } from '@latch/database'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { closeAfterEach } from './testing/closeAfterEach.js'
import { connectRelayClient, randomTopic, type TestRelayClient } from './testing/relayClient.js'
import { prepareRelayDatabase, startTestRelay, type TestRelay } from './testing/testRelay.js'

// Two server processes on one PostgreSQL database, each its own relay, pool and listening
// connection (two `createPostgresDatabase` of the same schema): what one stores, the other
// hears of through NOTIFY.

let first: Database
let second: Database
beforeAll(async () => {
  const url = inject('postgresUrl')
  const schema = `relay_${process.pid}_${Date.now().toString(36)}`
  first = await prepareRelayDatabase(await createPostgresDatabase({ url, schema }))
  second = await createPostgresDatabase({ url, schema })
})
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
})

const keep = closeAfterEach()
const relayOn = async (database: Database): Promise<TestRelay> =>
  keep(await startTestRelay({ database }))
const client = async (url: string): Promise<TestRelayClient> => keep(await connectRelayClient(url))

describe('one relay across server processes (PostgreSQL)', () => {
  test('default: a message published through one process reaches a subscriber on the other', async () => {
    const [one, two] = await Promise.all([relayOn(first), relayOn(second)])
    const [subscriber, publisher] = await Promise.all([client(one.url), client(two.url)])
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'across processes', ttl: 300, tag: 7 })
    expect((await subscriber.nextDelivery()).data).toMatchObject({
      topic,
      message: 'across processes',
      tag: 7,
    })

    // Stored once for both: a peer arriving on the other process later still gets it.
    const late = await client(two.url)
    await late.request('irn_subscribe', { topic })
    expect((await late.nextDelivery()).data.message).toBe('across processes')
  })

  test('behavior: the connection caps count the connections of both processes', async () => {
    const limited = {
      config: { maxConnectionsPerClient: 3 },
      clients: { trustProxy: 1, ipv6PrefixLength: 64 },
    }
    const [one, two] = await Promise.all([
      keep(await startTestRelay({ database: first, ...limited })),
      keep(await startTestRelay({ database: second, ...limited })),
    ])
    const from = (url: string, address: string) =>
      connectRelayClient(url, { headers: { 'x-forwarded-for': address } })
    const opened = [
      keep(await from(one.url, '203.0.113.70')),
      keep(await from(two.url, '203.0.113.70')),
      keep(await from(one.url, '203.0.113.70')),
    ]
    for (const connection of opened)
      await connection.request('irn_subscribe', { topic: randomTopic() })
    const refused = await from(two.url, '203.0.113.70')
    expect(await refused.closed).toEqual({
      code: 1013,
      reason: 'Try again later: too many connections from your address or for this project',
    })
    // Another address connects; and once one of the three is gone, so does this one again.
    const other = keep(await from(two.url, '203.0.113.71'))
    await other.request('irn_subscribe', { topic: randomTopic() })
    await opened[0]?.close()
    await expect
      .poll(async () => {
        const { rows } = await first.query<{ count: string }>(
          `SELECT count(*)::text AS count FROM relay_connections WHERE network = '203.0.113.70'`,
        )
        return rows[0]?.count
      })
      .toBe('2')
    const again = keep(await from(two.url, '203.0.113.70'))
    await again.request('irn_subscribe', { topic: randomTopic() })
  })

  test('behavior: a relay whose listening connection is cut reconnects and sends what it missed', async () => {
    const [one, two] = await Promise.all([relayOn(first), relayOn(second)])
    const subscriber = await client(one.url)
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })

    // Cut every connection listening on the schema's channel (both processes').
    const { rows } = await first.query<{ cut: boolean }>(
      `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE query = $1`,
      [`LISTEN "${first.channel('latch_relay')}"`],
    )
    expect(rows.map((row) => row.cut)).toEqual([true, true])
    const publisher = await client(two.url)
    await publisher.request('irn_publish', { topic, message: 'sent during the cut', ttl: 300 })

    expect((await subscriber.nextDelivery()).data.message).toBe('sent during the cut')
    await expect
      .poll(() => one.logs, { timeout: 10_000 })
      .toContain('the database listener is back: sending what it may have missed')
    // And it hears of new messages again.
    await publisher.request('irn_publish', { topic, message: 'after the cut', ttl: 300 })
    expect((await subscriber.nextDelivery()).data.message).toBe('after the cut')
    expect(subscriber.deliveries).toHaveLength(2)
  })
})
