import { randomUUID } from 'node:crypto'
import { createPeriodicJobs } from '@latch/database'
import { beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase } from '../testing/testDatabase.js'
import type { Database } from './database.js'
import { deleteExpiredRows, expiredRowsJob } from './expiredRows.js'
import { migrate } from './migrate.js'

const now = Date.parse('2030-01-01T12:00:00Z')
const iso = (ms: number) => new Date(ms).toISOString()
const minute = 60_000
const rateLimits = {
  api: { max: 10, windowMs: minute, lockoutMs: 5 * minute },
  perEmail: { max: 5, windowMs: 60 * minute, lockoutMs: 60 * minute },
}

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await migrate(database)
})

/** One row that expired a moment ago and one that expires a moment from now, in each table. */
async function seed(): Promise<void> {
  await database.query(
    `INSERT INTO projects (id, name, features) VALUES ('shop', 'Shop', '{}') ON CONFLICT DO NOTHING`,
  )
  const user = randomUUID()
  await database.query('INSERT INTO embedded_users (id, email) VALUES ($1, $2)', [
    user,
    `${user}@example.com`,
  ])
  for (const [label, expiresAt] of [
    ['gone', now - 1],
    ['kept', now + 1],
  ] as const) {
    const at = iso(expiresAt)
    const id = `${label}-${randomUUID()}`
    await database.query(
      `INSERT INTO siwx_nonces (nonce, project_id, issued_at, expires_at) VALUES ($1, 'shop', $2, $3)`,
      [id, iso(now - 10 * minute), at],
    )
    await database.query(
      `INSERT INTO siwx_sessions (project_id, chain_id, address, account, domain, nonce, message,
         signature, data, expires_at)
       VALUES ('shop', 'eip155:1', $1, $1, 'shop.example', $1, 'm', 's', '{}', $2)`,
      [id, at],
    )
    await database.query(
      `INSERT INTO email_codes (id, email, purpose, code_hash, created_at, expires_at)
       VALUES ($1, $2, 'login', 'h', $3, $4)`,
      [randomUUID(), `${label}@example.com`, iso(now - 10 * minute), at],
    )
    await database.query(
      `INSERT INTO frame_sessions (token_hash, public_id, user_id, project_id, chain_id, created_at, expires_at)
       VALUES ($1, $1, $2, 'shop', 'eip155:1', $3, $4)`,
      [id, user, iso(now - minute), at],
    )
    await database.query(
      `INSERT INTO signing_requests (id, session_id, user_id, payload, digest, chain_id, created_at, expires_at)
       VALUES ($1, 's', $2, '{}', 'd', 'eip155:1', $3, $4)`,
      [randomUUID(), user, iso(now - minute), at],
    )
    await database.query(
      `INSERT INTO pending_logins (kind, id, project_id, origin, data, expires_at)
       VALUES ('social', $1, 'shop', 'https://shop.example', '{}', $2)`,
      [id, at],
    )
  }
  // Counters: over (past the longest window, no lockout), in its window, locked out.
  await database.query(
    `INSERT INTO rate_limits (bucket, key, window_started_at, hits, locked_until) VALUES
       ('api', 'gone', $1, 3, NULL),
       ('api', 'gone-lockout-over', $1, 30, $2),
       ('perEmail', 'kept-in-window', $3, 3, NULL),
       ('api', 'kept-locked-out', $1, 30, $4)`,
    [iso(now - 61 * minute), iso(now - 1), iso(now - 59 * minute), iso(now + minute)],
  )
}

async function left(table: string): Promise<number> {
  const { rows } = await database.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM ${table}`,
  )
  return Number(rows[0]?.count)
}

describe('deleteExpiredRows', () => {
  test('default: the expired rows go, the live ones stay', async () => {
    await seed()
    const deleted = await database.transaction((tx) => deleteExpiredRows(tx, { now, rateLimits }))
    expect(deleted).toEqual({
      siwx_nonces: 1,
      siwx_sessions: 1,
      email_codes: 1,
      frame_sessions: 1,
      signing_requests: 1,
      pending_logins: 1,
      rate_limits: 2,
    })
    for (const table of [
      'siwx_nonces',
      'siwx_sessions',
      'email_codes',
      'frame_sessions',
      'signing_requests',
      'pending_logins',
    ]) {
      expect(await left(table)).toBe(1)
    }
    const { rows } = await database.query<{ key: string }>(
      'SELECT key FROM rate_limits ORDER BY key',
    )
    expect(rows.map((row) => row.key)).toEqual(['kept-in-window', 'kept-locked-out'])
  })

  test('behavior: as a periodic job, it runs once per interval and deletes what expired since', async () => {
    let clock = now
    const jobs = createPeriodicJobs({ database, now: () => clock })
    jobs.every(60_000, expiredRowsJob(rateLimits))
    expect(await jobs.runNow('latch_server:expired_rows')).toBe('ran')
    clock += 2
    expect(await jobs.runNow('latch_server:expired_rows')).toBe('skipped')
    expect(await left('siwx_nonces')).toBe(1)
    clock += 60_000
    expect(await jobs.runNow('latch_server:expired_rows')).toBe('ran')
    expect(await left('siwx_nonces')).toBe(0)
    await jobs.close()
  })
})
