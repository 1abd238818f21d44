import { createPeriodicJobs, type Database, type Queryable } from '@latch/database'
import type { RateLimit, RateLimitDecision, RateLimiter } from './rateLimiter.js'
import type { RelayLog } from './relayLog.js'

export type CreateSharedRateLimitsParameters = {
  /** Where every process counts: migrated by `migrateRelay` (`rate_limit_windows`). */
  database: Database
  /**
   * How often the hits counted here are sent to the database and the counts of every process
   * read back; 100 ms by default. Over-admission grows with it (see `createSharedRateLimits`).
   */
  flushIntervalMs?: number
  /** How often expired windows are deleted (by one process at a time); 60 s by default. */
  cleanupIntervalMs?: number
  /** Milliseconds since the epoch; tests pass a clock of their own. */
  now?: () => number
  log?: RelayLog
}

export type SharedRateLimits = {
  /**
   * The limiter `name` (one per name): `limit.max` hits per key in a window of
   * `limit.windowMs` that starts at the key's first hit, counted by every process together.
   * Its `hit` decides at once, from memory.
   */
  limiter(name: string, limit: RateLimit): RateLimiter
  /** Sends the hits counted since the last flush and reads back every process's counts. */
  flush(): Promise<void>
  /** Stops the timers after a last flush; hits are then counted in this process alone. */
  close(): Promise<void>
}

/** A key's window as this process knows it. */
type Window = {
  limiter: string
  key: string
  windowMs: number
  startedAt: number
  /** The hits of every process, as the database last answered. */
  known: number
  /** Admitted here since the last flush. */
  unflushed: number
  /** Admitted here and on their way to the database. */
  flushing: number
}

type FlushedRow = { limiter: string; key: string; hits: number; window_started_at: Date | string }

const defaultFlushIntervalMs = 100
const defaultCleanupIntervalMs = 60_000

const consoleLog: RelayLog = {
  warn: (message) => console.warn(`[latch-relay] ${message}`),
  error: (message) => console.error(`[latch-relay] ${message}`),
}

// One statement for every key touched since the last flush. A key's row holds its current
// window: a flush that finds it over starts the next one with the hits it brings. Rows are
// locked in one order (ORDER BY the primary key) by every process, so two flushes never
// deadlock.
const flushStatement = `
INSERT INTO rate_limit_windows AS w (limiter, key, window_started_at, expires_at, hits)
SELECT limiter, key, started_at, expires_at, hits
FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::integer[])
  AS flushed (limiter, key, started_at, expires_at, hits)
ORDER BY limiter, key
ON CONFLICT (limiter, key) DO UPDATE SET
  hits = CASE WHEN w.expires_at <= $6 THEN EXCLUDED.hits ELSE w.hits + EXCLUDED.hits END,
  window_started_at = CASE WHEN w.expires_at <= $6 THEN EXCLUDED.window_started_at
    ELSE w.window_started_at END,
  expires_at = CASE WHEN w.expires_at <= $6 THEN EXCLUDED.expires_at ELSE w.expires_at END
RETURNING limiter, key, hits, window_started_at`

/**
 * Deletes the windows that are over (their keys start a new one at their next hit).
 *
 * @example
 * await deleteExpiredRateLimitWindows(database, Date.now())
 */
export async function deleteExpiredRateLimitWindows(db: Queryable, now: number): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM rate_limit_windows WHERE expires_at <= $1', [
    new Date(now).toISOString(),
  ])
  return rowCount
}

/**
 * Fixed-window rate limits that every process on the database counts against together, at the
 * cost of memory alone per hit: each process counts its hits in memory, and every
 * `flushIntervalMs` sends the increments of all the keys it touched in ONE statement
 * (`rate_limit_windows`), which answers each key's count across processes. A hit is admitted
 * while `the count last answered + the hits admitted here since` stays under `max`.
 *
 * Over-admission is bounded: a process learns that the count went past `max` at its first flush
 * that starts after every other process flushed the hits that took it there, that is within two
 * flush intervals and two round trips of the crossing. So past `max`, each process admits at
 * most the traffic it gets for that key in `2 × flushIntervalMs` + 2 round trips (20 requests
 * at 100 ms and 100 requests a second), and never more than `max` alone: with N processes, at
 * most N times that per key and window. With one process (PGlite) the count is exact. When
 * the database cannot be reached, each process goes on counting alone (limits multiply by N)
 * and sends its hits once it can.
 *
 * @example
 * const limits = createSharedRateLimits({ database })
 * const limiter = limits.limiter('http', { max: 600, windowMs: 60_000 })
 * limiter.hit('203.0.113.7|demo') // { allowed: true, remaining: 599, retryAfterSeconds: 60 }
 * await limits.close()
 */
export function createSharedRateLimits({
  database,
  flushIntervalMs = defaultFlushIntervalMs,
  cleanupIntervalMs = defaultCleanupIntervalMs,
  now = Date.now,
  log = consoleLog,
}: CreateSharedRateLimitsParameters): SharedRateLimits {
  const limiters = new Map<string, Map<string, Window>>()
  const touched = new Set<Window>()
  let flushing: Promise<void> | undefined
  let failing = false
  let closed = false

  const jobs = createPeriodicJobs({ database, now, logError: (message) => log.error(message) })
  jobs.every(cleanupIntervalMs, {
    name: 'rate_limit_windows:expired',
    run: (tx, at) => deleteExpiredRateLimitWindows(tx, at),
  })
  const flushTimer = setInterval(() => {
    flush().catch(() => undefined)
  }, flushIntervalMs)
  flushTimer.unref()

  async function send(): Promise<void> {
    const at = now()
    // The hits of a window that ended before its flush are dropped: the key starts afresh.
    const batch = [...touched].filter((window) => at < window.startedAt + window.windowMs)
    touched.clear()
    if (batch.length === 0) return
    const sent = new Set(batch)
    for (const window of batch) {
      window.flushing = window.unflushed
      window.unflushed = 0
    }
    const iso = (ms: number) => new Date(ms).toISOString()
    try {
      const { rows } = await database.query<FlushedRow>(flushStatement, [
        batch.map((window) => window.limiter),
        batch.map((window) => window.key),
        batch.map((window) => iso(window.startedAt)),
        batch.map((window) => iso(window.startedAt + window.windowMs)),
        batch.map((window) => window.flushing),
        iso(at),
      ])
      for (const row of rows) {
        // The window this process counts in now: one that began meanwhile is not this row's.
        const window = limiters.get(row.limiter)?.get(row.key)
        if (!window || !sent.has(window)) continue
        window.known = row.hits
        window.startedAt = new Date(row.window_started_at).getTime()
      }
      if (failing) log.warn('rate limits are counted across processes again')
      failing = false
    } catch (error) {
      for (const window of batch) {
        window.unflushed += window.flushing
        touched.add(window)
      }
      if (!failing) {
        log.error(
          `sending rate-limit counts failed, counting in this process alone until it works: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      failing = true
    } finally {
      for (const window of batch) window.flushing = 0
    }
  }

  function flush(): Promise<void> {
    flushing ??= send().finally(() => {
      flushing = undefined
    })
    return flushing
  }

  return {
    limiter(name, { max, windowMs }) {
      if (limiters.has(name)) throw new Error(`The rate limiter "${name}" exists already`)
      const windows = new Map<string, Window>()
      limiters.set(name, windows)
      let nextSweepAt = 0
      // Memory follows the keys of recent windows: ended ones with nothing to send are dropped.
      function sweep(at: number) {
        if (at < nextSweepAt) return
        for (const [key, window] of windows) {
          if (window.startedAt + windowMs <= at && !touched.has(window) && window.flushing === 0) {
            windows.delete(key)
          }
        }
        nextSweepAt = at + windowMs
      }
      return {
        hit(key): RateLimitDecision {
          const at = now()
          sweep(at)
          let window = windows.get(key)
          if (!window || window.startedAt + windowMs <= at) {
            window = {
              limiter: name,
              key,
              windowMs,
              startedAt: at,
              known: 0,
              unflushed: 0,
              flushing: 0,
            }
            windows.set(key, window)
          }
          const used = window.known + window.flushing + window.unflushed
          const retryAfterSeconds = Math.max(
            1,
            Math.ceil((window.startedAt + windowMs - at) / 1000),
          )
          if (used >= max) return { allowed: false, remaining: 0, retryAfterSeconds }
          window.unflushed += 1
          if (!closed) touched.add(window)
          return { allowed: true, remaining: max - used - 1, retryAfterSeconds }
        },
      }
    },
    flush,
    async close() {
      if (closed) return
      closed = true
      clearInterval(flushTimer)
      await flush()
      await jobs.close()
    },
  }
}
