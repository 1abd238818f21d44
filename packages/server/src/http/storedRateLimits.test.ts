import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { createPostgresTestDatabase, createTestDatabase } from '../testing/testDatabase.js'
import { createStoredRateLimits } from './storedRateLimits.js'

const limit = { max: 3, windowMs: 60_000, lockoutMs: 600_000 }

describe.each([
  ['PGlite', () => createTestDatabase()],
  ['PostgreSQL', () => createPostgresTestDatabase(inject('postgresUrl'))],
])('createStoredRateLimits on %s', (_name, open) => {
  let database: Database
  beforeAll(async () => {
    database = await open()
    await migrate(database)
  })
  afterAll(() => database.close())

  test('default: past the limit the key is locked out for the lockout, not the window', async () => {
    let now = Date.UTC(2030, 0, 1)
    const limits = createStoredRateLimits(database, () => now)
    for (let hit = 0; hit < limit.max; hit++) {
      expect(await limits.hit('test', 'a', limit)).toEqual({ allowed: true, retryAfterSeconds: 0 })
    }
    expect(await limits.hit('test', 'a', limit)).toEqual({ allowed: false, retryAfterSeconds: 600 })
    // Other keys and other buckets count apart.
    expect((await limits.hit('test', 'b', limit)).allowed).toBe(true)
    expect((await limits.hit('other', 'a', limit)).allowed).toBe(true)
    // A new window does not lift the lockout…
    now += limit.windowMs + 1
    expect(await limits.hit('test', 'a', limit)).toEqual({ allowed: false, retryAfterSeconds: 540 })
    // …its end does.
    now += limit.lockoutMs
    expect((await limits.hit('test', 'a', limit)).allowed).toBe(true)
  })

  test('behavior: of 100 concurrent hits with a limit of 10, exactly 10 pass', async () => {
    const limits = createStoredRateLimits(database)
    const decisions = await Promise.all(
      Array.from({ length: 100 }, () =>
        limits.hit('race', 'client', { max: 10, windowMs: 60_000, lockoutMs: 60_000 }),
      ),
    )
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10)
  }, 30_000)
})
