import type { PeriodicJob } from '@latch/database'
import type { LockoutLimit } from '../http/storedRateLimits.js'
import type { Queryable } from './database.js'

/** How many rows `deleteExpiredRows` deleted, by table. */
export type DeletedExpiredRows = Record<(typeof expiringTables)[number] | 'rate_limits', number>

// Each of these is read only while `expires_at > now` (the stores' own queries say so), so a
// row past it serves nothing: an expired nonce, code, session, signing request or pending login
// is refused the same whether it is there or not. Some stores also drop expired rows as they
// write (siwxStore, frameSessions, signingRequests, pendingLogins); this catches the rest, and
// the tables nobody writes to for a while. An email code outlives its resend cooldown (10 min
// against 30 s), so the cooldown's "latest code" is never one deleted here. Not deleted:
// onramp orders (an order's page and status stay readable after its payment deadline) and
// smart sessions (listed with their expiry, and their grant signatures must stay unique).
const expiringTables = [
  'siwx_nonces',
  'siwx_sessions',
  'email_codes',
  'frame_sessions',
  'signing_requests',
  'pending_logins',
] as const

/**
 * Deletes the rows no request can use any more, in the transaction `tx`: those of the expiring
 * tables past `expires_at`, and the frame's rate-limit counters whose window is over and whose
 * lockout (if any) has ended (`rateLimits`: the limits they count against).
 *
 * @example
 * await database.transaction((tx) => deleteExpiredRows(tx, { now: Date.now(), rateLimits }))
 */
export async function deleteExpiredRows(
  tx: Queryable,
  { now, rateLimits }: { now: number; rateLimits: Readonly<Record<string, LockoutLimit>> },
): Promise<DeletedExpiredRows> {
  const at = new Date(now).toISOString()
  const deleted = {} as DeletedExpiredRows
  for (const table of expiringTables) {
    const { rowCount } = await tx.query(`DELETE FROM ${table} WHERE expires_at <= $1`, [at])
    deleted[table] = rowCount
  }
  // A counter's window length is its limit's, which the row does not keep: past the longest
  // window of all, a new hit would start afresh anyway.
  const longestWindowMs = Math.max(0, ...Object.values(rateLimits).map((limit) => limit.windowMs))
  const { rowCount } = await tx.query(
    `DELETE FROM rate_limits
     WHERE window_started_at <= $2 AND (locked_until IS NULL OR locked_until <= $1)`,
    [at, new Date(now - longestWindowMs).toISOString()],
  )
  deleted.rate_limits = rowCount
  return deleted
}

/** How often one of the server processes deletes expired rows. */
export const expiredRowsIntervalMs = 60_000

/**
 * The periodic job (`createPeriodicJobs`) that runs {@link deleteExpiredRows}.
 *
 * @example
 * jobs.every(expiredRowsIntervalMs, expiredRowsJob(config.frame.rateLimits))
 */
export function expiredRowsJob(rateLimits: Readonly<Record<string, LockoutLimit>>): PeriodicJob {
  return {
    name: 'latch_server:expired_rows',
    run: (tx, now) => deleteExpiredRows(tx, { now, rateLimits }),
  }
}
