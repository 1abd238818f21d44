import { randomBytes } from 'node:crypto'
import { createPostgresDatabase, type Database } from '@latch/database'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import {
  deleteExpiredRelayMessages,
  RelayBudgetExceededError,
  relayBudgetStripes,
  storedRelayBytes,
  storeRelayMessages,
} from './relayStore.js'
import { prepareRelayDatabase } from './testing/testRelay.js'

// The budgets' accounting under real concurrency: two pools on one PostgreSQL schema, as two
// relay processes, publishing and sweeping at once.

let first: Database
let second: Database
beforeAll(async () => {
  const url = inject('postgresUrl')
  const schema = `relay_store_${process.pid}_${Date.now().toString(36)}`
  first = await prepareRelayDatabase(await createPostgresDatabase({ url, schema }))
  second = await createPostgresDatabase({ url, schema })
})
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
})

const roomy = { maxStoredBytes: 1e12, maxStoredBytesPerClient: 1e12, maxStoredBytesPerTopic: 1e12 }
const topics = Array.from({ length: 8 }, () => randomBytes(32).toString('hex'))

/** A batch of `count` messages of `network`, on topics of the shared eight, expiring at `expiresAt`. */
function batch(network: string, count: number, expiresAt: number) {
  return Array.from({ length: count }, (_, index) => ({
    topic: topics[(index * 3 + network.length) % topics.length] as string,
    message: randomBytes(24).toString('hex'),
    tag: 1,
    attestation: undefined,
    publisher: `did:key:${network}`,
    publisherNetwork: network,
    storedBytes: 1000 + index,
    publishedAt: Date.now(),
    expiresAt,
  }))
}

/** Each budget's sum of rows, and what the stored messages add up to, by scope and key. */
async function accounts(database: Database) {
  const usage = await database.query<{ scope: string; key: string; bytes: string }>(
    `SELECT scope, split_part(key, '#', 1) AS key, sum(bytes)::text AS bytes FROM relay_usage
     GROUP BY 1, 2 HAVING sum(bytes) <> 0 ORDER BY 1, 2`,
  )
  const stored = await database.query<{ scope: string; key: string; bytes: string }>(
    `SELECT 'client' AS scope, publisher_network AS key, sum(stored_bytes)::text AS bytes
       FROM relay_messages GROUP BY 2
     UNION ALL SELECT 'topic', topic, sum(stored_bytes)::text FROM relay_messages GROUP BY 2
     UNION ALL SELECT 'total', '', sum(stored_bytes)::text FROM relay_messages HAVING count(*) > 0
     ORDER BY 1, 2`,
  )
  return { usage: usage.rows, stored: stored.rows }
}

describe('storeRelayMessages and deleteExpiredRelayMessages', () => {
  test('behavior: concurrent batches and sweeps on two processes keep every budget exact, and never deadlock', async () => {
    const soon = Date.now() + 60_000
    const later = Date.now() + 3_600_000
    const networks = ['198.51.100.1', '198.51.100.2', '2001:db8::/64']
    const store = (database: Database, network: string, expiresAt: number) =>
      database.transaction((tx) =>
        storeRelayMessages(tx, batch(network, 4, expiresAt), 'unheard', roomy),
      )
    // Forty transactions of four messages each, on two pools, on shared topics in different
    // orders, with sweeps of the first ones' expiry among them.
    const work: Promise<unknown>[] = []
    for (let round = 0; round < 10; round++) {
      for (const [index, network] of networks.entries()) {
        work.push(store(index % 2 ? first : second, network, round % 2 ? later : soon))
      }
      work.push(store(round % 2 ? second : first, networks[0] as string, later))
      work.push(
        (round % 2 ? first : second).transaction((tx) => deleteExpiredRelayMessages(tx, soon + 1)),
      )
    }
    await Promise.all(work)
    // And eight more, with no sweep after them: they land on stripes picked at random (all
    // eight on one: a chance of 16^-7).
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        store(index % 2 ? first : second, networks[index % 3] as string, later),
      ),
    )
    const during = await accounts(first)
    expect(during.usage).toEqual(during.stored)
    // The publishes spread over the stripes: more than one row holds the total.
    const { rows } = await first.query<{ rows: string }>(
      `SELECT count(*)::text AS rows FROM relay_usage WHERE scope = 'total'`,
    )
    expect(Number(rows[0]?.rows)).toBeGreaterThan(1)
    expect(Number(rows[0]?.rows)).toBeLessThanOrEqual(relayBudgetStripes)

    // Everything expired: one sweep gives every byte back and folds the stripes away.
    await first.transaction((tx) => deleteExpiredRelayMessages(tx, later + 1))
    expect(await storedRelayBytes(second)).toBe(0)
    const left = await first.query<{ scope: string; key: string; bytes: string }>(
      'SELECT scope, key, bytes::text AS bytes FROM relay_usage',
    )
    expect(left.rows).toEqual([{ scope: 'total', key: '', bytes: '0' }])
  })

  test('behavior: a budget spread over stripes still refuses past its sum', async () => {
    const network = '203.0.113.9'
    const budgets = { ...roomy, maxStoredBytesPerClient: 10_500 }
    const expiresAt = Date.now() + 60_000
    // Ten messages of about 1 KB, one at a time: each lands on a stripe picked at random.
    for (let index = 0; index < 10; index++) {
      await first.transaction((tx) =>
        storeRelayMessages(tx, batch(network, 1, expiresAt), 'unheard', budgets),
      )
    }
    await expect(
      first.transaction((tx) =>
        storeRelayMessages(tx, batch(network, 1, expiresAt), 'unheard', budgets),
      ),
    ).rejects.toBeInstanceOf(RelayBudgetExceededError)
    const { rows } = await first.query<{ bytes: string }>(
      `SELECT sum(bytes)::text AS bytes FROM relay_usage WHERE scope = 'client' AND split_part(key, '#', 1) = $1`,
      [network],
    )
    expect(rows[0]?.bytes).toBe('10000')
    await first.transaction((tx) => deleteExpiredRelayMessages(tx, expiresAt + 1))
  })
})
