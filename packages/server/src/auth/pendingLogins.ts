import type { Queryable } from '../db/database.js'

/** A login on its way: which page of which project started it, and what its kind keeps. */
export type PendingLogin<Data> = { projectId: string; origin: string; data: Data }

export type PendingLogins<Data> = {
  /** Keeps a new pending login for `ttlMs` (expired ones are dropped on the way). */
  put(id: string, login: PendingLogin<Data>, ttlMs: number): Promise<void>
  /** The unexpired pending login `id`. */
  get(id: string): Promise<PendingLogin<Data> | undefined>
  /** Replaces the data of unexpired `id`; false when there is none. */
  update(id: string, data: Data): Promise<boolean>
  /** Removes and returns unexpired `id`: of two racing takers only one gets it. */
  take(id: string): Promise<PendingLogin<Data> | undefined>
}

type Row = { project_id: string; origin: string; data: unknown }

/**
 * Pending logins of one `kind` (`social`, `farcaster`) in the `pending_logins` table: bounded
 * by their deadlines and by the frame's rate limits, shared by every server on the database,
 * and kept across a restart.
 */
export function createPendingLogins<Data>(
  db: Queryable,
  kind: string,
  now: () => number = Date.now,
): PendingLogins<Data> {
  const at = () => new Date(now()).toISOString()
  const login = (row: Row | undefined): PendingLogin<Data> | undefined =>
    row && { projectId: row.project_id, origin: row.origin, data: row.data as Data }
  return {
    async put(id, { projectId, origin, data }, ttlMs) {
      await db.query('DELETE FROM pending_logins WHERE expires_at <= $1', [at()])
      await db.query(
        `INSERT INTO pending_logins (kind, id, project_id, origin, data, expires_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
        [kind, id, projectId, origin, JSON.stringify(data), new Date(now() + ttlMs).toISOString()],
      )
    },
    async get(id) {
      const { rows } = await db.query<Row>(
        `SELECT project_id, origin, data FROM pending_logins
         WHERE kind = $1 AND id = $2 AND expires_at > $3`,
        [kind, id, at()],
      )
      return login(rows[0])
    },
    async update(id, data) {
      const { rowCount } = await db.query(
        `UPDATE pending_logins SET data = $3::jsonb WHERE kind = $1 AND id = $2 AND expires_at > $4`,
        [kind, id, JSON.stringify(data), at()],
      )
      return rowCount > 0
    },
    async take(id) {
      const { rows } = await db.query<Row & { expires_at: Date | string }>(
        `DELETE FROM pending_logins WHERE kind = $1 AND id = $2
         RETURNING project_id, origin, data, expires_at`,
        [kind, id],
      )
      const row = rows[0]
      return row && new Date(row.expires_at).getTime() > now() ? login(row) : undefined
    },
  }
}
