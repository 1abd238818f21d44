import pg from 'pg'
import { describe, expect, test } from 'vitest'
import { startLocalPostgres } from './localPostgres.js'

describe('startLocalPostgres', () => {
  test('behavior: stop() ends the server with a session still open, well within the run teardown', async () => {
    const postgres = await startLocalPostgres()
    const session = new pg.Client({ connectionString: postgres.url })
    await session.connect()
    const ended = new Promise<void>((resolve) => session.once('end', () => resolve()))
    session.on('error', () => undefined)
    await session.query('BEGIN')
    const started = performance.now()
    await postgres.stop()
    // A fast shutdown (SIGINT reached the server): no wait for the session, nor for the kill
    // that comes after 5 s. Through runuser the signal never arrived and vitest's 10 s
    // teardown timed out.
    expect(performance.now() - started).toBeLessThan(5_000)
    await ended
    const late = new pg.Client({ connectionString: postgres.url, connectionTimeoutMillis: 2_000 })
    await expect(late.connect()).rejects.toThrow(/ECONNREFUSED/)
    // Safe to call again once stopped.
    await postgres.stop()
  })
})
