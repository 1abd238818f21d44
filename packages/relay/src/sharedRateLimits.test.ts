import { createPostgresDatabase, type Database } from '@latch/database'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test, vi } from 'vitest'
import type { RelayLog } from './relayLog.js'
import {
  createSharedRateLimits,
  deleteExpiredRateLimitWindows,
  type SharedRateLimits,
} from './sharedRateLimits.js'
import { createRelayTestDatabase, prepareRelayDatabase } from './testing/testRelay.js'

const limit = { max: 10, windowMs: 60_000 }
let database: Database
beforeAll(async () => {
  database = await createRelayTestDatabase()
})

const open: SharedRateLimits[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(open.splice(0).map((limits) => limits.close()))
  await database.query('DELETE FROM rate_limit_windows')
})

const silent: RelayLog = { warn: () => undefined, error: () => undefined }

/** A server process's limits on `db`: the timers are far off, so each test flushes itself. */
function processOn(db: Database, now: () => number, log: RelayLog = silent): SharedRateLimits {
  const limits = createSharedRateLimits({
    database: db,
    now,
    log,
    flushIntervalMs: 3_600_000,
    cleanupIntervalMs: 3_600_000,
  })
  open.push(limits)
  return limits
}

function admitted(limiter: { hit(key: string): { allowed: boolean } }, hits: number): number {
  let count = 0
  for (let index = 0; index < hits; index++) if (limiter.hit('client').allowed) count++
  return count
}

async function stored(db: Database) {
  const { rows } = await db.query<{ key: string; hits: number; window_started_at: Date }>(
    'SELECT key, hits, window_started_at FROM rate_limit_windows ORDER BY key',
  )
  return rows.map((row) => ({ ...row, window_started_at: row.window_started_at.getTime() }))
}

describe('createSharedRateLimits (one process)', () => {
  test('default: max per window from the first hit, then refused with the seconds left, then a new window', async () => {
    let now = 1_000_000
    const limiter = processOn(database, () => now).limiter('requests', { max: 2, windowMs: 10_000 })
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 10 })
    expect(limiter.hit('a').allowed).toBe(true)
    now += 2_500
    expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 8 })
    expect(limiter.hit('b').allowed).toBe(true)
    now += 7_499
    expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 })
    now += 1
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 10 })
  })

  test('behavior: a flush writes every touched key in one statement; a rolled-over window starts again in the database', async () => {
    let now = 1_000_000
    const limits = processOn(database, () => now)
    const limiter = limits.limiter('requests', limit)
    admitted(limiter, 3)
    limiter.hit('other')
    await limits.flush()
    expect(await stored(database)).toEqual([
      { key: 'client', hits: 3, window_started_at: 1_000_000 },
      { key: 'other', hits: 1, window_started_at: 1_000_000 },
    ])
    now += 60_000
    admitted(limiter, 2)
    await limits.flush()
    expect((await stored(database))[0]).toEqual({
      key: 'client',
      hits: 2,
      window_started_at: 1_060_000,
    })
  })

  test('behavior: limiters of different names count apart; a name is taken once', () => {
    const limits = processOn(database, () => 0)
    const requests = limits.limiter('requests', { max: 1, windowMs: 1_000 })
    const sponsorships = limits.limiter('sponsorships', { max: 1, windowMs: 1_000 })
    expect(requests.hit('shop').allowed).toBe(true)
    expect(sponsorships.hit('shop').allowed).toBe(true)
    expect(requests.hit('shop').allowed).toBe(false)
    expect(() => limits.limiter('requests', limit)).toThrow(
      'The rate limiter "requests" exists already',
    )
  })

  test('behavior: while the database refuses the flush, the process counts alone, and sends its hits later', async () => {
    const lines: string[] = []
    const log: RelayLog = { warn: (line) => lines.push(line), error: (line) => lines.push(line) }
    const limits = processOn(database, () => 1_000_000, log)
    const limiter = limits.limiter('requests', limit)
    await database.exec('ALTER TABLE rate_limit_windows RENAME TO rate_limit_windows_away')
    try {
      expect(admitted(limiter, 4)).toBe(4)
      await limits.flush()
      await limits.flush()
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^sending rate-limit counts failed, counting in this process alone/)
      // Still counted here meanwhile.
      expect(admitted(limiter, 10)).toBe(6)
    } finally {
      await database.exec('ALTER TABLE rate_limit_windows_away RENAME TO rate_limit_windows')
    }
    await limits.flush()
    expect(lines.at(-1)).toBe('rate limits are counted across processes again')
    expect((await stored(database))[0]?.hits).toBe(10)
  })
})

describe('createSharedRateLimits (several processes on one database)', () => {
  test('default: two processes count together; one learns the other’s hits at its flush', async () => {
    const now = () => 1_000_000
    const first = processOn(database, now)
    const second = processOn(database, now)
    const a = first.limiter('requests', limit)
    const b = second.limiter('requests', limit)
    expect(admitted(a, 6)).toBe(6)
    await first.flush()
    // The second knows nothing of them until its own flush: its first hit goes through.
    expect(b.hit('client')).toMatchObject({ allowed: true, remaining: 9 })
    await second.flush()
    expect(b.hit('client')).toMatchObject({ allowed: true, remaining: 2 })
    expect(admitted(b, 5)).toBe(2)
    await second.flush()
    expect((await stored(database))[0]?.hits).toBe(10)
    // The first still believes 6: one hit past the limit, then its flush tells it.
    expect(a.hit('client').allowed).toBe(true)
    await first.flush()
    expect(a.hit('client')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 })
    expect((await stored(database))[0]?.hits).toBe(11)
  })

  test('behavior: a process adopts the window another one started (Retry-After agrees)', async () => {
    let now = 1_000_000
    const first = processOn(database, () => now)
    const second = processOn(database, () => now)
    const a = first.limiter('requests', limit)
    const b = second.limiter('requests', limit)
    admitted(a, 10)
    await first.flush()
    now += 45_000
    expect(b.hit('client')).toMatchObject({ allowed: true, retryAfterSeconds: 60 })
    await second.flush()
    expect(b.hit('client')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 15 })
    now += 15_000
    expect(b.hit('client')).toMatchObject({ allowed: true, remaining: 9 })
  })

  test('behavior: over-admission stays within each process’s traffic of two flush intervals', async () => {
    // Three processes, each getting `perInterval` hits of one key between flushes.
    const max = 100
    const perInterval = 7
    const processes = [0, 1, 2].map(() => processOn(database, () => 1_000_000))
    const limiters = processes.map((limits) =>
      limits.limiter('requests', { max, windowMs: 60_000 }),
    )
    let total = 0
    const admittedPerInterval: number[] = []
    for (let interval = 0; interval < 12; interval++) {
      let inInterval = 0
      for (const limiter of limiters) inInterval += admitted(limiter, perInterval)
      admittedPerInterval.push(inInterval)
      total += inInterval
      for (const limits of processes) await limits.flush()
    }
    expect(total).toBeGreaterThanOrEqual(max)
    expect(total).toBeLessThanOrEqual(max + processes.length * 2 * perInterval)
    // Once every process has flushed past the limit, none admits any more.
    expect(admittedPerInterval.slice(-3)).toEqual([0, 0, 0])
    expect((await stored(database))[0]?.hits).toBe(total)
  })

  test('behavior: the cleanup job deletes the windows that are over and keeps the others', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let now = 1_000_000
    const limits = createSharedRateLimits({
      database,
      now: () => now,
      log: silent,
      cleanupIntervalMs: 60_000,
    })
    open.push(limits)
    const short = limits.limiter('short', { max: 5, windowMs: 10_000 })
    const long = limits.limiter('long', { max: 5, windowMs: 600_000 })
    short.hit('gone')
    long.hit('kept')
    vi.advanceTimersByTime(100)
    await expect.poll(() => stored(database).then((rows) => rows.length)).toBe(2)
    now += 60_000
    vi.advanceTimersByTime(60_000)
    await expect
      .poll(() => stored(database).then((rows) => rows.map((row) => row.key)))
      .toEqual(['kept'])
    expect(await deleteExpiredRateLimitWindows(database, now + 540_000)).toBe(1)
  })
})

describe('createSharedRateLimits on PostgreSQL (two processes)', () => {
  let first: Database
  let second: Database
  beforeAll(async () => {
    const url = inject('postgresUrl')
    const schema = `limits_${process.pid}_${Date.now().toString(36)}`
    first = await prepareRelayDatabase(await createPostgresDatabase({ url, schema }))
    second = await createPostgresDatabase({ url, schema })
  })
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()])
  })

  test('default: concurrent flushes of the same keys, in any order, add up and never deadlock', async () => {
    const now = () => 1_000_000
    const one = processOn(first, now)
    const two = processOn(second, now)
    const a = one.limiter('requests', { max: 1_000, windowMs: 60_000 })
    const b = two.limiter('requests', { max: 1_000, windowMs: 60_000 })
    const keys = Array.from({ length: 50 }, (_, index) => `client-${index}`)
    for (let round = 0; round < 20; round++) {
      for (const key of keys) a.hit(key)
      for (const key of [...keys].reverse()) b.hit(key)
      await Promise.all([one.flush(), two.flush()])
    }
    const { rows } = await first.query<{ hits: number }>(
      'SELECT DISTINCT hits FROM rate_limit_windows',
    )
    expect(rows).toEqual([{ hits: 40 }])
    // A flush of its own tells a process the sum of both.
    a.hit('client-0')
    await one.flush()
    expect(a.hit('client-0')).toMatchObject({ allowed: true, remaining: 1_000 - 42 })
  })
})
