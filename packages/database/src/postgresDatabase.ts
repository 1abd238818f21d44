import type { Client, Pool, PoolClient } from 'pg'
import {
  type AdvisoryLock,
  advisoryLockKey,
  assertSchemaName,
  type Database,
  type Queryable,
  type QueryResult,
  schemaChannel,
} from './database.js'
import { tryPostgresAdvisoryLock } from './postgresAdvisoryLock.js'

export type PostgresDatabaseOptions = {
  /** `postgres://user:password@host:5432/database` */
  url: string
  /** Work in this schema (created when missing) instead of `public`. */
  schema?: string | undefined
  /** Connections in the pool; 10 by default. */
  maxConnections?: number | undefined
  /**
   * What the lines this database logs (a lost idle or listening connection) start with:
   * `[latch-database]` by default, the program's own name where one runs it (`[latch-server]`).
   */
  logPrefix?: string | undefined
}

function fromClient(client: Pool | PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, [...params])
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length }
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  }
}

/** The URL without its password, for logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres (unparsable URL)'
  }
}

/**
 * A PostgreSQL server through a `pg` connection pool; the same SQL as the embedded database.
 *
 * @example
 * const database = await createPostgresDatabase({ url: process.env.DATABASE_URL })
 */
/**
 * `CREATE SCHEMA IF NOT EXISTS` is not safe against itself: two processes starting at once on
 * a new schema both find it missing, and the second insert into the catalogue fails with a
 * unique violation (23505). The schema then exists, which is all either asked for.
 */
async function createSchema(pool: Pool, schema: string) {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`)
  } catch (error) {
    if ((error as { code?: unknown }).code !== '23505') throw error
  }
}

export async function createPostgresDatabase(options: PostgresDatabaseOptions): Promise<Database> {
  const schema = options.schema === undefined ? undefined : assertSchemaName(options.schema)
  const logPrefix = options.logPrefix ?? '[latch-database]'
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  })
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', (error) => console.error(`${logPrefix} idle database connection:`, error))
  if (schema) await createSchema(pool, schema)
  const queryable = fromClient(pool)
  const listeners = new Set<() => Promise<void>>()
  const locks = new Set<AdvisoryLock>()

  // LISTEN holds its connection for as long as it listens: a client of its own, outside the
  // pool, connected again (after 0.1 s, doubling up to 10 s) whenever it is lost.
  async function listen(
    name: string,
    onNotification: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>> {
    const channel = schemaChannel(name, schema)
    let current: Client | undefined
    // Until the first LISTEN holds, a failure is the caller's to see, not one to retry.
    let started = false
    let stopped = false
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let retryMs = 100

    async function connect(): Promise<void> {
      const client = new pg.Client({ connectionString: options.url })
      current = client
      client.on('notification', (notification) => {
        if (client === current && notification.channel === channel) {
          onNotification(notification.payload ?? '')
        }
      })
      const lost = (error?: Error) => {
        if (client !== current) return
        current = undefined
        client.end().catch(() => undefined)
        if (stopped || !started) return
        console.error(
          `${logPrefix} database listener lost its connection${error ? ` (${error.message})` : ''}; reconnecting`,
        )
        scheduleRetry()
      }
      client.on('error', lost)
      client.on('end', () => lost())
      await client.connect()
      await client.query(`LISTEN "${channel}"`)
    }

    function scheduleRetry(): void {
      if (stopped || retryTimer) return
      retryTimer = setTimeout(async () => {
        retryTimer = undefined
        try {
          await connect()
          if (stopped) {
            await current?.end().catch(() => undefined)
            return
          }
          retryMs = 100
          onResume?.()
        } catch {
          current?.end().catch(() => undefined)
          current = undefined
          retryMs = Math.min(retryMs * 2, 10_000)
          scheduleRetry()
        }
      }, retryMs)
      retryTimer.unref()
    }

    try {
      await connect()
    } catch (error) {
      const client = current
      current = undefined
      await client?.end().catch(() => undefined)
      throw error
    }
    started = true
    const stop = async () => {
      stopped = true
      listeners.delete(stop)
      clearTimeout(retryTimer)
      const client = current
      current = undefined
      await client?.end().catch(() => undefined)
    }
    listeners.add(stop)
    return stop
  }

  return {
    kind: 'postgres',
    description: `PostgreSQL (${redact(options.url)}${schema ? `, schema ${schema}` : ''})`,
    query: queryable.query,
    exec: queryable.exec,
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(fromClient(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    channel: (name) => schemaChannel(name, schema),
    listen,
    async tryAdvisoryLock(name, onLost) {
      const lock = await tryPostgresAdvisoryLock({
        pg,
        url: options.url,
        key: advisoryLockKey(schemaChannel(name, schema)),
        onLost,
      })
      if (!lock) return undefined
      locks.add(lock)
      return {
        check: () => lock.check(),
        async release() {
          locks.delete(lock)
          await lock.release()
        },
      }
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()))
      await Promise.all([...locks].map((lock) => lock.release()))
      await pool.end()
    },
  }
}
