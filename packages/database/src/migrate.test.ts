import { beforeEach, describe, expect, test } from 'vitest'
import type { Database } from './database.js'
import { applyMigrations, type Migration } from './migrate.js'
import { createTestDatabase } from './testing/testDatabase.js'

let database: Database
beforeEach(async () => {
  database = await createTestDatabase()
})

const notes: Migration[] = [
  { version: 1, name: 'notes', sql: 'CREATE TABLE notes (id int PRIMARY KEY)' },
  { version: 2, name: 'notes_text', sql: 'ALTER TABLE notes ADD COLUMN body text' },
]

async function tables(): Promise<string[]> {
  const { rows } = await database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() ORDER BY table_name`,
  )
  return rows.map((row) => row.table_name)
}

describe('applyMigrations', () => {
  test('default: applies each migration once, recorded in schema_migrations', async () => {
    expect(await applyMigrations(database, { migrations: notes })).toEqual({
      applied: notes,
      version: 2,
    })
    expect(await tables()).toEqual(['notes', 'schema_migrations'])
    const { rows } = await database.query('SELECT version, name FROM schema_migrations')
    expect(rows).toEqual([
      { version: 1, name: 'notes' },
      { version: 2, name: 'notes_text' },
    ])
    await database.query(`INSERT INTO notes (id, body) VALUES (1, 'kept')`)
    expect(await applyMigrations(database, { migrations: notes })).toEqual({
      applied: [],
      version: 2,
    })
    expect((await database.query('SELECT body FROM notes')).rows).toEqual([{ body: 'kept' }])
  })

  test('behavior: only the migrations added since the last run apply, in order', async () => {
    await applyMigrations(database, { migrations: notes.slice(0, 1) })
    const result = await applyMigrations(database, { migrations: notes })
    expect(result.applied.map((migration) => migration.name)).toEqual(['notes_text'])
  })

  test('parameters: history: two programs keep their own histories in one schema', async () => {
    const relay: Migration[] = [
      { version: 1, name: 'mailbox', sql: 'CREATE TABLE mailbox (id int PRIMARY KEY)' },
    ]
    await applyMigrations(database, { migrations: notes })
    const result = await applyMigrations(database, {
      migrations: relay,
      history: 'relay_migrations',
      lockKey: 1,
    })
    expect(result).toEqual({ applied: relay, version: 1 })
    expect(await tables()).toEqual(['mailbox', 'notes', 'relay_migrations', 'schema_migrations'])
    const { rows } = await database.query('SELECT version, name FROM relay_migrations')
    expect(rows).toEqual([{ version: 1, name: 'mailbox' }])
  })

  test('behavior: a failing migration leaves nothing behind', async () => {
    const broken: Migration[] = [
      ...notes,
      { version: 3, name: 'broken', sql: 'CREATE TABLE half (id int); SELECT * FROM missing' },
    ]
    await expect(applyMigrations(database, { migrations: broken })).rejects.toThrow(/missing/)
    expect(await tables()).toEqual([])
  })

  test('behavior: a history recorded by another version is refused', async () => {
    await applyMigrations(database, { migrations: notes })
    const renamed: Migration[] = [{ ...(notes[0] as Migration), name: 'other' }]
    await expect(applyMigrations(database, { migrations: renamed })).rejects.toThrow(
      'Migration 1 of schema_migrations is recorded as "notes" but this version has "other"',
    )
  })

  test('behavior: versions must follow each other', async () => {
    const gap: Migration[] = [...notes, { version: 4, name: 'gap', sql: 'SELECT 1' }]
    await expect(applyMigrations(database, { migrations: gap })).rejects.toThrow(
      'Migration "gap" has version 4, expected 3',
    )
  })

  test('behavior: a history name that is not a plain identifier is refused', async () => {
    await expect(
      applyMigrations(database, { migrations: notes, history: 'notes; DROP TABLE x' }),
    ).rejects.toThrow('Invalid history table name')
  })
})
