import type { Pool, PoolClient } from 'pg'
import { assertSchemaName, type Database, type Queryable, type QueryResult } from './database.js'

export type PostgresDatabaseOptions = {
  /** `postgres://user:password@host:5432/database` */
  url: string
  /** Work in this schema (created when missing) instead of `public`. */
  schema?: string | undefined
  /** Connections in the pool; 10 by default. */
  maxConnections?: number | undefined
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
export async function createPostgresDatabase(options: PostgresDatabaseOptions): Promise<Database> {
  const schema = options.schema === undefined ? undefined : assertSchemaName(options.schema)
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  })
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', (error) => console.error('[latch-server] idle database connection:', error))
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`)
  const queryable = fromClient(pool)
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
    async close() {
      await pool.end()
    },
  }
}
