import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { Database } from '../db/database.js'
import { createPostgresDatabase } from '../db/postgresDatabase.js'
import { closeAfterEach } from '../testing/closeAfterEach.js'
import { connectRelayClient, randomTopic, type TestRelayClient } from '../testing/relayClient.js'
import { prepareRelayDatabase, startTestRelay, type TestRelay } from '../testing/testRelay.js'

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
