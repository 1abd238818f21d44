import { describe, expect, test } from 'vitest'
import { createTestDatabase } from '../../database/src/testing/testDatabase.js'
import { migrateRelay, relayMigrations } from './relayMigrations.js'

describe('migrateRelay', () => {
  test("default: the relay's tables, recorded in relay_migrations; again, nothing", async () => {
    const database = await createTestDatabase()
    expect(await migrateRelay(database)).toEqual({ applied: relayMigrations, version: 2 })
    expect(relayMigrations.map((migration) => migration.name)).toEqual(['relay', 'shared_limits'])
    const { rows } = await database.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() ORDER BY table_name`,
    )
    expect(rows.map((row) => row.table_name)).toEqual([
      'rate_limit_windows',
      'relay_acknowledgements',
      'relay_connections',
      'relay_messages',
      'relay_migrations',
      'relay_usage',
    ])
    expect(
      (await database.query('SELECT scope, key, bytes::text AS bytes FROM relay_usage')).rows,
    ).toEqual([{ scope: 'total', key: '', bytes: '0' }])
    expect(await migrateRelay(database)).toEqual({ applied: [], version: 2 })
  })
})
