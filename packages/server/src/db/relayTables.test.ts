import { migrateRelay } from '@latch/relay'
import { describe, expect, test } from 'vitest'
import { connectRelayClient, randomTopic } from '../../../relay/src/testing/relayClient.js'
import { startTestRelay } from '../../../relay/src/testing/testRelay.js'
import { createTestDatabase } from '../testing/testDatabase.js'
import type { Database } from './database.js'
import { migrate } from './migrate.js'

// The relay's tables came from this server's migrations 006 and 007 before the relay was a
// package with a history of its own (`relay_migrations`). A database the server migrated must
// keep its tables and messages when the relay's migrations run on it, and a database of
// latch-relay alone must get the very same tables.

const relayTables = ['relay_acknowledgements', 'relay_messages', 'relay_usage']

/** Columns, indexes and constraints of the relay's tables, without the schema's name. */
async function relayCatalog(database: Database) {
  const { rows: schemaRows } = await database.query<{ schema: string }>(
    'SELECT current_schema() AS schema',
  )
  const schema = schemaRows[0]?.schema ?? ''
  const { rows: columns } = await database.query(
    `SELECT table_name, ordinal_position, column_name, data_type, is_nullable, column_default
     FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = ANY($1)
     ORDER BY table_name, ordinal_position`,
    [relayTables],
  )
  const { rows: indexes } = await database.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = ANY($1) ORDER BY indexname`,
    [relayTables],
  )
  const { rows: constraints } = await database.query(
    `SELECT c.conname, c.contype, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema() AND t.relname = ANY($1) ORDER BY c.conname`,
    [relayTables],
  )
  return {
    columns,
    indexes: indexes.map((index) => ({
      ...index,
      indexdef: index.indexdef.replaceAll(`${schema}.`, ''),
    })),
    constraints,
  }
}

describe("the relay's tables in a database latch-server migrated", () => {
  test('default: the messages stored before stay, and the tables are those of a database of the relay alone', async () => {
    const served = await createTestDatabase()
    await migrate(served)
    // What the relay stored when it lived in the server: its tables came from 006 and 007.
    const before = await startTestRelay({ database: served })
    const topic = randomTopic()
    const publisher = await connectRelayClient(before.url)
    await publisher.request('irn_publish', { topic, message: 'kept', ttl: 3600, tag: 1108 })
    await publisher.close()
    await before.close()
    const { rows: usageBefore } = await served.query(
      'SELECT scope, key, bytes::text FROM relay_usage ORDER BY scope, key',
    )

    expect((await migrateRelay(served)).applied.map((migration) => migration.name)).toEqual([
      'relay',
      'shared_limits',
    ])
    expect(
      (await served.query('SELECT version, name FROM relay_migrations ORDER BY version')).rows,
    ).toEqual([
      { version: 1, name: 'relay' },
      { version: 2, name: 'shared_limits' },
    ])
    const alone = await createTestDatabase()
    await migrateRelay(alone)
    expect(await relayCatalog(served)).toEqual(await relayCatalog(alone))
    expect(
      (await served.query('SELECT scope, key, bytes::text FROM relay_usage ORDER BY scope, key'))
        .rows,
    ).toEqual(usageBefore)
    expect(
      (await alone.query('SELECT scope, key, bytes::text AS bytes FROM relay_usage')).rows,
    ).toEqual([{ scope: 'total', key: '', bytes: '0' }])

    // The relay, now migrated by its own history, still has the message.
    const after = await startTestRelay({ database: served })
    try {
      const reader = await connectRelayClient(after.url)
      const page = await reader.request<{ messages: { message: string }[] }>('irn_fetchMessages', {
        topic,
      })
      expect(page.messages.map((message) => message.message)).toEqual(['kept'])
      await reader.close()
    } finally {
      await after.close()
    }
    // And neither history records the other's.
    expect((await migrate(served)).applied).toEqual([])
    expect((await migrateRelay(served)).applied).toEqual([])
  })
})
