import type { PGlite, Transaction } from '@electric-sql/pglite'
import {
  assertSchemaName,
  type Database,
  type Queryable,
  type QueryResult,
  schemaChannel,
} from './database.js'

export type PgliteDatabaseOptions = {
  /** A directory to keep the data in; in memory when absent. */
  dataDir?: string | undefined
  /**
   * An instance to share (tests start one per worker: it takes seconds). Closing the database
   * then leaves the instance open.
   */
  instance?: PGlite | undefined
  /** Work in this schema (created when missing) instead of `public`. */
  schema?: string | undefined
}

function fromTransaction(tx: Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await tx.query<Row>(sql, [...params])
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
    async exec(sql: string) {
      await tx.exec(sql)
    },
  }
}

/**
 * An embedded PostgreSQL (PGlite, WebAssembly): no server to run. In memory by default, or
 * kept in `dataDir`.
 *
 * @example
 * const database = await createPgliteDatabase({ dataDir: './data' })
 */
export async function createPgliteDatabase(options: PgliteDatabaseOptions = {}): Promise<Database> {
  const owned = options.instance === undefined
  const pg =
    options.instance ??
    (await (
      await import('@electric-sql/pglite')
    ).PGlite.create(options.dataDir === undefined ? {} : { dataDir: options.dataDir }))
  const schema = options.schema === undefined ? undefined : assertSchemaName(options.schema)
  if (schema) await pg.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"`)

  const listeners = new Set<() => Promise<void>>()

  // PGlite is one session: with a schema, each statement runs in a transaction that sets the
  // search path first, so databases of different schemas can share one instance.
  async function transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return pg.transaction(async (tx) => {
      if (schema) await tx.exec(`SET LOCAL search_path TO "${schema}"`)
      return work(fromTransaction(tx))
    })
  }

  return {
    kind: 'pglite',
    description: `PGlite (${options.dataDir ?? 'in memory'}${schema ? `, schema ${schema}` : ''})`,
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      if (schema) return transaction((tx) => tx.query<Row>(sql, params))
      const result = await pg.query<Row>(sql, [...params])
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
    async exec(sql: string) {
      if (schema) return transaction((tx) => tx.exec(sql))
      await pg.exec(sql)
    },
    transaction,
    channel: (name) => schemaChannel(name, schema),
    // In-process: the listener never loses a connection, so it never resumes.
    async listen(name, onNotification) {
      const unlisten = await pg.listen(schemaChannel(name, schema), onNotification)
      const stop = async () => {
        if (!listeners.delete(stop)) return
        await unlisten()
      }
      listeners.add(stop)
      return stop
    },
    // One process, one session: nobody else could hold the lock, and it is never lost.
    async tryAdvisoryLock() {
      let held = true
      return {
        check: async () => held,
        release: async () => {
          held = false
        },
      }
    },
    async close() {
      // A shared instance outlives this database: its listeners must not.
      await Promise.all([...listeners].map((stop) => stop()))
      if (owned) await pg.close()
    },
  }
}
