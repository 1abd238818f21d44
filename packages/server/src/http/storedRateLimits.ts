import type { Queryable } from '../db/database.js'

/** A limit with a lockout: past `max` hits in `windowMs`, the key is refused for `lockoutMs`. */
export type LockoutLimit = { max: number; windowMs: number; lockoutMs: number }

export type LockoutDecision = {
  allowed: boolean
  /** Whole seconds until the lockout ends (at least 1); 0 when allowed. */
  retryAfterSeconds: number
}

export type StoredRateLimits = {
  /** Counts one hit of `key` against `bucket`'s limit, and says whether it may go on. */
  hit(bucket: string, key: string, limit: LockoutLimit): Promise<LockoutDecision>
}

type Row = { locked_until: Date | string | null }

/**
 * Rate limits in the `rate_limits` table, so that every server on the database counts together
 * (PGlite or PostgreSQL). Each hit is one `INSERT … ON CONFLICT DO UPDATE`: the count, the
 * window and the lockout are decided in one atomic statement, so concurrent requests cannot
 * all read "under the limit" and all go through.
 *
 * @example
 * const limits = createStoredRateLimits(database)
 * await limits.hit('code-mail-ip', '203.0.113.9', { max: 10, windowMs: 600_000, lockoutMs: 1_800_000 })
 */
export function createStoredRateLimits(
  db: Queryable,
  now: () => number = Date.now,
): StoredRateLimits {
  return {
    async hit(bucket, key, { max, windowMs, lockoutMs }) {
      const at = now()
      const iso = (ms: number) => new Date(ms).toISOString()
      const { rows } = await db.query<Row>(
        `INSERT INTO rate_limits AS limits (bucket, key, window_started_at, hits, locked_until)
         VALUES ($1, $2, $3, 1, CASE WHEN 1 > $5 THEN $6::timestamptz END)
         ON CONFLICT (bucket, key) DO UPDATE SET
           hits = CASE WHEN limits.window_started_at <= $4 THEN 1 ELSE limits.hits + 1 END,
           window_started_at = CASE WHEN limits.window_started_at <= $4 THEN $3::timestamptz
             ELSE limits.window_started_at END,
           locked_until = CASE
             WHEN limits.locked_until > $3 THEN limits.locked_until
             WHEN (CASE WHEN limits.window_started_at <= $4 THEN 1 ELSE limits.hits + 1 END) > $5
               THEN $6::timestamptz
           END
         RETURNING locked_until`,
        [bucket, key, iso(at), iso(at - windowMs), max, iso(at + lockoutMs)],
      )
      const lockedUntil = rows[0]?.locked_until ? new Date(rows[0].locked_until).getTime() : 0
      if (lockedUntil <= at) return { allowed: true, retryAfterSeconds: 0 }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - at) / 1000)),
      }
    },
  }
}
