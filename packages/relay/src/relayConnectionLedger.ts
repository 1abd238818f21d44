import { randomUUID } from 'node:crypto'
import type { Database, Queryable } from '@latch/database'
import type { RelayLog } from './relayLog.js'

export type RelayConnectionCaps = {
  maxConnectionsPerClient: number
  maxConnectionsPerProject: number
}

export type RelayConnectionLedger = {
  /**
   * Records a connection of `network` and `projectId` unless one of them has its cap of open
   * connections across every process; the returned release (called once the connection ends;
   * calling it again does nothing) takes it off.
   */
  admit(network: string, projectId: string): Promise<(() => void) | undefined>
  /** Starts renewing this process's rows (every `heartbeatMs`). */
  start(): void
  /**
   * Renews this process's rows now, as the heartbeat does, writing them again when they are out
   * of step with the connections it holds.
   */
  renew(): Promise<void>
  /** Stops renewing and deletes this process's rows. */
  stop(): Promise<void>
}

export type CreateRelayConnectionLedgerParameters = {
  database: Database
  caps: RelayConnectionCaps
  /** How often this process renews its rows; they expire three times that after the last renewal. */
  heartbeatMs?: number
  now?: () => number
  log: RelayLog
}

const defaultHeartbeatMs = 5_000
// The first halves of the two-key advisory locks that serialize admissions of one client
// network, then of one project (always in that order: two admissions never wait in a circle).
const clientLockClass = 4_771_534
const projectLockClass = 4_771_535

/**
 * Deletes the rows of connections whose process stopped renewing them (killed, or cut off from
 * the database for longer than their lifetime).
 *
 * @example
 * await deleteExpiredRelayConnections(database, Date.now())
 */
export async function deleteExpiredRelayConnections(db: Queryable, now: number): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM relay_connections WHERE expires_at <= $1', [
    new Date(now).toISOString(),
  ])
  return rowCount
}

/**
 * The relay's open connections across processes, in `relay_connections`: one row per
 * connection, owned by its process, which renews the rows' `expires_at` every heartbeat, so
 * that those of a killed process stop counting after three heartbeats (15 s by default) and are
 * deleted by the relay's periodic job. Each admission runs in a transaction that takes the
 * advisory locks of its client network and of its project before counting: two processes
 * admitting the last free place at once are served one after the other, and the cap holds.
 * A renewal that finds its rows out of step with the connections it holds (a release whose
 * delete failed, rows that expired while the database was out of reach) writes them again.
 *
 * @example
 * const ledger = createRelayConnectionLedger({ database, caps: defaultRelayConfig, log })
 * ledger.start()
 * const release = await ledger.admit('203.0.113.7', 'shop') // undefined: at a cap
 */
export function createRelayConnectionLedger({
  database,
  caps,
  heartbeatMs = defaultHeartbeatMs,
  now = Date.now,
  log,
}: CreateRelayConnectionLedgerParameters): RelayConnectionLedger {
  const processId = randomUUID()
  const lifetimeMs = heartbeatMs * 3
  const live = new Map<string, { network: string; projectId: string }>()
  // Admissions under way: their rows may be committed before they are in `live`.
  const pending = new Set<string>()
  const releases = new Set<Promise<unknown>>()
  let timer: ReturnType<typeof setInterval> | undefined
  let renewing: Promise<void> | undefined
  const iso = (ms: number) => new Date(ms).toISOString()
  const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

  async function rewrite(): Promise<void> {
    const rows = [...live]
    await database.transaction(async (tx) => {
      await tx.query(
        `DELETE FROM relay_connections
         WHERE process_id = $1 AND NOT (id = ANY($2::uuid[])) AND NOT (id = ANY($3::uuid[]))`,
        [processId, rows.map(([id]) => id), [...pending]],
      )
      await tx.query(
        `INSERT INTO relay_connections (id, process_id, network, project_id, expires_at)
         SELECT id, $1, network, project_id, $5
         FROM unnest($2::uuid[], $3::text[], $4::text[]) AS held (id, network, project_id)
         ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
        [
          processId,
          rows.map(([id]) => id),
          rows.map(([, row]) => row.network),
          rows.map(([, row]) => row.projectId),
          iso(now() + lifetimeMs),
        ],
      )
    })
  }

  async function renew(): Promise<void> {
    const { rowCount } = await database.query(
      'UPDATE relay_connections SET expires_at = $2 WHERE process_id = $1',
      [processId, iso(now() + lifetimeMs)],
    )
    if (rowCount !== live.size) await rewrite()
  }

  /** One renewal at a time: a slow one is not overlapped by the next. */
  function heartbeat(): Promise<void> {
    renewing ??= renew().finally(() => {
      renewing = undefined
    })
    return renewing
  }

  function release(id: string): void {
    if (!live.delete(id)) return
    const deleting = database
      .query('DELETE FROM relay_connections WHERE id = $1', [id])
      .catch((error: unknown) =>
        log.warn(
          `forgetting a closed connection failed (the next renewal will): ${errorText(error)}`,
        ),
      )
      .finally(() => releases.delete(deleting))
    releases.add(deleting)
  }

  return {
    async admit(network, projectId) {
      const id = randomUUID()
      pending.add(id)
      try {
        const admitted = await database.transaction(async (tx) => {
          await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
            clientLockClass,
            network,
          ])
          await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
            projectLockClass,
            projectId,
          ])
          const at = now()
          const { rows } = await tx.query(
            `INSERT INTO relay_connections (id, process_id, network, project_id, expires_at)
             SELECT $1, $2, $3, $4, $5
             WHERE (SELECT count(*) FROM relay_connections
                    WHERE network = $3 AND expires_at > $6) < $7
               AND (SELECT count(*) FROM relay_connections
                    WHERE project_id = $4 AND expires_at > $6) < $8
             RETURNING id`,
            [
              id,
              processId,
              network,
              projectId,
              iso(at + lifetimeMs),
              iso(at),
              caps.maxConnectionsPerClient,
              caps.maxConnectionsPerProject,
            ],
          )
          return rows.length > 0
        })
        if (!admitted) return undefined
        live.set(id, { network, projectId })
        return () => release(id)
      } finally {
        pending.delete(id)
      }
    },
    start() {
      if (timer) return
      timer = setInterval(() => {
        heartbeat().catch((error: unknown) =>
          log.error(`renewing open connections failed: ${errorText(error)}`),
        )
      }, heartbeatMs)
      timer.unref()
    },
    renew: heartbeat,
    async stop() {
      clearInterval(timer)
      timer = undefined
      await renewing?.catch(() => undefined)
      await Promise.allSettled([...releases])
      live.clear()
      await database
        .query('DELETE FROM relay_connections WHERE process_id = $1', [processId])
        .catch((error: unknown) =>
          log.warn(
            `forgetting this process's connections failed (they expire): ${errorText(error)}`,
          ),
        )
    },
  }
}
