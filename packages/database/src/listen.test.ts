import { describe, expect, inject, test } from 'vitest'
import type { Database } from './database.js'
import { schemaChannel } from './database.js'
import { createPostgresTestDatabase, createTestDatabase } from './testing/testDatabase.js'

describe.each([
  ['PGlite', () => createTestDatabase()],
  ['PostgreSQL', () => createPostgresTestDatabase(inject('postgresUrl'))],
])('listen (%s)', (_kind, open: () => Promise<Database>) => {
  test('default: a notification on channel(name) reaches listen(name) at commit, until stopped', async () => {
    const [database, other] = await Promise.all([open(), open()])
    let otherOpen = true
    try {
      const heard: string[] = []
      const stop = await database.listen('news', (payload) => heard.push(payload))
      await other.listen('news', (payload) => heard.push(`other schema: ${payload}`))
      await database.transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', [database.channel('news'), 'first'])
        // Not before the commit.
        expect(heard).toEqual([])
      })
      await database.query('SELECT pg_notify($1, $2)', [database.channel('news'), 'second'])
      await expect.poll(() => heard).toEqual(['first', 'second'])
      await stop()
      await database.query('SELECT pg_notify($1, $2)', [database.channel('news'), 'unheard'])
      await other.query('SELECT pg_notify($1, $2)', [other.channel('news'), 'marker'])
      await expect.poll(() => heard).toEqual(['first', 'second', 'other schema: marker'])

      // Closing a database stops its listeners, even on an instance it shares.
      await other.close()
      otherOpen = false
      await database.query('SELECT pg_notify($1, $2)', [other.channel('news'), 'after close'])
      await database.listen('news', (payload) => heard.push(`again: ${payload}`))
      await database.query('SELECT pg_notify($1, $2)', [database.channel('news'), 'final'])
      await expect
        .poll(() => heard)
        .toEqual(['first', 'second', 'other schema: marker', 'again: final'])
    } finally {
      await Promise.all([database.close(), otherOpen && other.close()])
    }
  })
})

describe('schemaChannel', () => {
  test('default: the schema joins the name; none keeps the name', () => {
    expect(schemaChannel('latch_relay', undefined)).toBe('latch_relay')
    expect(schemaChannel('latch_relay', 'shop')).toBe('latch_relay_shop')
  })

  test('behavior: a long schema name is hashed into 63 characters, apart from its neighbours', () => {
    const long = `s${'x'.repeat(62)}`
    const channel = schemaChannel('latch_relay', long)
    expect(channel).toMatch(/^latch_relay_[0-9a-f]{51}$/)
    expect(schemaChannel('latch_relay', `${long.slice(0, -1)}y`)).not.toBe(channel)
  })
})
