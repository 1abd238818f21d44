import { createHash } from 'node:crypto'

// One SQL dialect (PostgreSQL) behind a small interface: embedded PGlite or a PostgreSQL
// server through `pg` run the same statements.

export type QueryResult<Row> = { rows: Row[]; rowCount: number }

/** What a statement runs on: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1`, `$2` … parameters. */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  /** `pglite` (embedded) or `postgres` (a server through `pg`). */
  readonly kind: 'pglite' | 'postgres'
  /** For logs: where the data lives, without credentials. */
  readonly description: string
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * The LISTEN/NOTIFY channel `name` is in this database's schema: channels belong to the
   * whole database, so databases of different schemas on one server keep theirs apart.
   * `pg_notify(database.channel(name), payload)` reaches `listen(name, …)`.
   */
  channel(name: string): string
  /**
   * Calls `onNotification` with each payload notified on `channel(name)`, by any connection to
   * the database (another server process too), until the returned stop is called. When the
   * listening connection was lost and is back, `onResume` is called: what was notified in
   * between is lost, so the caller reads again what it may have missed.
   */
  listen(
    name: string,
    onNotification: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
}

const schemaNamePattern = /^[a-z_][a-z0-9_]{0,62}$/

/** A schema name safe to splice into SQL (schema names cannot be parameters). */
export function assertSchemaName(schema: string): string {
  if (!schemaNamePattern.test(schema)) {
    throw new Error(`Invalid database schema name "${schema}": use [a-z_][a-z0-9_]*`)
  }
  return schema
}

/** `name`, or `name_<schema>` in a schema (see `Database.channel`), at most 63 characters. */
export function schemaChannel(name: string, schema: string | undefined): string {
  if (!schema) return name
  const channel = `${name}_${schema}`
  // PostgreSQL cuts identifiers at 63 bytes: a long schema name is hashed rather than cut.
  if (channel.length <= 63) return channel
  return `${name}_${createHash('sha256')
    .update(schema)
    .digest('hex')
    .slice(0, 63 - name.length - 1)}`
}
