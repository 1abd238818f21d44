import { beforeEach, describe, expect, test } from 'vitest'
import { createTestDatabase } from '../testing/testDatabase.js'
import type { Database } from './database.js'
import { type Migration, migrate } from './migrate.js'
import { migrations } from './migrations/index.js'

let database: Database
beforeEach(async () => {
  database = await createTestDatabase()
})

async function tables(): Promise<string[]> {
  const { rows } = await database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() ORDER BY table_name`,
  )
  return rows.map((row) => row.table_name)
}

describe('migrate', () => {
  test('default', async () => {
    const result = await migrate(database)
    expect(result.applied.map((migration) => migration.version)).toEqual(
      migrations.map((migration) => migration.version),
    )
    expect(result.version).toBe(migrations.length)
    expect(await tables()).toEqual([
      'analytics_events',
      'chain_cursors',
      'email_codes',
      'embedded_users',
      'embedded_wallet_keys',
      'frame_sessions',
      'images',
      'name_addresses',
      'names',
      'nft_owners',
      'nft_transfers',
      'onramp_orders',
      'pending_logins',
      'projects',
      'rate_limits',
      'relay_acknowledgements',
      'relay_messages',
      'relay_usage',
      'schema_migrations',
      'seed_state',
      'server_secrets',
      'signing_requests',
      'siwx_nonces',
      'siwx_sessions',
      'smart_sessions',
      'transfers',
      'wallets',
    ])
    const { rows } = await database.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    )
    expect(rows).toEqual([
      { version: 1, name: 'initial' },
      { version: 2, name: 'blockchain' },
      { version: 3, name: 'siwx' },
      { version: 4, name: 'embedded_wallet' },
      { version: 5, name: 'frame_security' },
      { version: 6, name: 'relay' },
      { version: 7, name: 'relay_budgets' },
      { version: 8, name: 'server_secrets' },
      { version: 9, name: 'onramp' },
      { version: 10, name: 'nfts' },
      { version: 11, name: 'preferred_account' },
      { version: 12, name: 'on_chain_sessions' },
      { version: 13, name: 'session_account_type' },
    ])
  })

  test('behavior: running again applies nothing and keeps the data', async () => {
    await migrate(database)
    await database.query(
      `INSERT INTO projects (id, name, features) VALUES ('kept', 'Kept', '{}'::jsonb)`,
    )
    const again = await migrate(database)
    expect(again).toEqual({ applied: [], version: migrations.length })
    const { rows } = await database.query('SELECT id FROM projects')
    expect(rows).toEqual([{ id: 'kept' }])
    const { rows: recorded } = await database.query('SELECT version FROM schema_migrations')
    expect(recorded).toHaveLength(migrations.length)
  })

  test('behavior: only the migrations added since the last run apply, in order', async () => {
    await migrate(database)
    const next = migrations.length + 1
    const added: Migration[] = [
      ...migrations,
      { version: next, name: 'notes', sql: 'CREATE TABLE notes (id int PRIMARY KEY)' },
      { version: next + 1, name: 'notes_text', sql: 'ALTER TABLE notes ADD COLUMN body text' },
    ]
    const result = await migrate(database, added)
    expect(result.applied.map((migration) => migration.name)).toEqual(['notes', 'notes_text'])
    await database.query(`INSERT INTO notes (id, body) VALUES (1, 'works')`)
    expect((await migrate(database, added)).applied).toEqual([])
  })

  test('behavior: a failing migration leaves nothing behind', async () => {
    const broken: Migration[] = [
      ...migrations,
      {
        version: migrations.length + 1,
        name: 'broken',
        sql: 'CREATE TABLE half (id int); SELECT * FROM missing',
      },
    ]
    await expect(migrate(database, broken)).rejects.toThrow(/missing/)
    expect(await tables()).toEqual([])
  })

  test('behavior: a history recorded by another server is refused', async () => {
    await migrate(database)
    const renamed: Migration[] = [{ ...(migrations[0] as Migration), name: 'other' }]
    await expect(migrate(database, renamed)).rejects.toThrow(
      'Migration 1 of schema_migrations is recorded as "initial" but this version has "other"',
    )
  })

  test('behavior: versions must follow each other', async () => {
    const next = migrations.length + 1
    const gap: Migration[] = [...migrations, { version: next + 1, name: 'gap', sql: 'SELECT 1' }]
    await expect(migrate(database, gap)).rejects.toThrow(
      `has version ${next + 1}, expected ${next}`,
    )
  })
})
