import { relayMigrations } from '@latch/relay'
import { Hono } from 'hono'
import type { Database } from '../db/database.js'
import { migrations } from '../db/migrations/index.js'

/** A migration history this build writes, and the newest version it knows of it. */
export type MigrationHistory = { table: string; latest: number }

/** The server's schema and the relay's, each with its own history (README "Database"). */
const buildHistories: readonly MigrationHistory[] = [
  { table: 'schema_migrations', latest: migrations.length },
  { table: 'relay_migrations', latest: relayMigrations.length },
]

export type NotReadyReason = 'database_unreachable' | 'migrations_behind' | 'migrations_ahead'

type Readiness =
  | { ready: true }
  // `cause` is logged, never answered: a database's error may name hosts and users.
  | { ready: false; reason: NotReadyReason; message: string; cause?: unknown }

export type HealthRoutesParameters = {
  database: Pick<Database, 'query'>
  /** The histories that must be current; the server's and the relay's by default. */
  histories?: readonly MigrationHistory[]
  /** How long the database has to answer `/readyz`; 2000 ms by default. */
  timeoutMs?: number
  /** Where a change of readiness is told (with the database's error); `console.warn` by default. */
  log?: (message: string, error?: unknown) => void
}

const undefinedTable = '42P01'

function historiesQuery(histories: readonly MigrationHistory[]): string {
  // The names are this build's constants, never input: spliced, since a table cannot be a parameter.
  const columns = histories.map(
    ({ table }, index) => `(SELECT max(version) FROM ${table})::int AS v${index}`,
  )
  return `SELECT ${columns.join(', ')}`
}

function compare(
  histories: readonly MigrationHistory[],
  row: Record<string, number | null> | undefined,
): Readiness {
  for (const [index, { table, latest }] of histories.entries()) {
    const applied = row?.[`v${index}`] ?? 0
    if (applied > latest) {
      return {
        ready: false,
        reason: 'migrations_ahead',
        message: `${table} is at version ${applied}, newer than this build's ${latest}: another version of the server migrated this database`,
      }
    }
    if (applied < latest) {
      return {
        ready: false,
        reason: 'migrations_behind',
        message: `${table} is at version ${applied}, this build needs ${latest}: the migrations have not run`,
      }
    }
  }
  return { ready: true }
}

/**
 * `GET /healthz`: the process answers (200, no database access). `GET /readyz`: 200 when the
 * database answers within `timeoutMs` and every migration history is at the version this build
 * knows, else 503 with the reason, for a load balancer's health check. Neither takes a project
 * id nor counts against a rate limit; at most one readiness query is out at a time, so a
 * database that hangs holds one connection, not one per probe.
 */
export function healthRoutes({
  database,
  histories = buildHistories,
  timeoutMs = 2_000,
  log = (message, error) =>
    error === undefined
      ? console.warn(`[latch-server] ${message}`)
      : console.warn(`[latch-server] ${message}`, error),
}: HealthRoutesParameters): Hono {
  const sql = historiesQuery(histories)
  let query: Promise<Readiness> | undefined
  // What was last told: at start the process is taken for ready, so only a change is logged.
  let told: NotReadyReason | 'ready' = 'ready'

  function askDatabase(): Promise<Readiness> {
    query ??= database
      .query<Record<string, number | null>>(sql)
      .then(
        ({ rows }) => compare(histories, rows[0]),
        (error: unknown): Readiness => {
          if ((error as { code?: unknown }).code === undefinedTable) {
            return {
              ready: false,
              reason: 'migrations_behind',
              message: `a migration history (${histories.map(({ table }) => table).join(', ')}) is missing: the migrations have not run`,
            }
          }
          return {
            ready: false,
            reason: 'database_unreachable',
            message: 'The database did not answer',
            cause: error,
          }
        },
      )
      .finally(() => {
        query = undefined
      })
    return query
  }

  async function readiness(): Promise<Readiness> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<Readiness>((resolve) => {
      timer = setTimeout(
        () =>
          resolve({
            ready: false,
            reason: 'database_unreachable',
            message: `The database did not answer within ${timeoutMs} ms`,
          }),
        timeoutMs,
      )
    })
    try {
      return await Promise.race([askDatabase(), late])
    } finally {
      clearTimeout(timer)
    }
  }

  function tell(result: Readiness): void {
    const state = result.ready ? 'ready' : result.reason
    if (state === told) return
    told = state
    if (result.ready) log('ready again')
    else log(`not ready (${result.reason}): ${result.message}`, result.cause)
  }

  return new Hono()
    .get('/healthz', (c) => {
      c.header('cache-control', 'no-store')
      return c.json({ status: 'ok' })
    })
    .get('/readyz', async (c) => {
      const result = await readiness()
      tell(result)
      c.header('cache-control', 'no-store')
      if (result.ready) return c.json({ status: 'ready' })
      return c.json({ status: 'not_ready', reason: result.reason, message: result.message }, 503)
    })
}
