import pg from 'pg'
import { describe, expect, inject, test } from 'vitest'
import { createPostgresDatabase } from './postgresDatabase.js'

describe('createPostgresDatabase', () => {
  test('behavior: a process starting while another creates the same new schema opens it too', async () => {
    const url = inject('postgresUrl')
    const schema = `race_${process.pid}_${Date.now().toString(36)}`
    // The other process, caught inside its `CREATE SCHEMA`: not committed yet, so ours finds
    // the schema missing and waits on the catalogue's unique index until that commit.
    const other = new pg.Client({ connectionString: url })
    await other.connect()
    try {
      await other.query('BEGIN')
      await other.query(`CREATE SCHEMA "${schema}"`)
      const opening = createPostgresDatabase({ url, schema, maxConnections: 1 })
      // Until our statement waits there.
      await expect
        .poll(async () => {
          // pg_stat_activity is read once per transaction unless told to read it again.
          await other.query('SELECT pg_stat_clear_snapshot()')
          const { rows } = await other.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query LIKE 'CREATE SCHEMA IF NOT EXISTS%'`,
          )
          return rows[0]?.waiting
        })
        .toBe(1)
      await other.query('COMMIT')
      const database = await opening
      const { rows } = await database.query<{ schema: string }>('SELECT current_schema() AS schema')
      expect(rows[0]?.schema).toBe(schema)
      await database.close()
    } finally {
      await other.end()
    }
  })
})
