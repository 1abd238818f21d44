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
  /**
   * Takes the advisory lock `name` (one per name and schema, as channels are) for this session
   * when no other session holds it, else `undefined`. A session-level lock lasts until
   * `release()` or until its session ends: with PostgreSQL it is held on a connection of its
   * own, outside the pool, so a process that is killed lets it go with its connection and
   * another may take it; `onLost` is told when that connection ends without `release()`. PGlite
   * is one process: it always gets the lock.
   */
  tryAdvisoryLock(name: string, onLost?: (error: Error) => void): Promise<AdvisoryLock | undefined>
  close(): Promise<void>
}

/** A session-level advisory lock held (`Database.tryAdvisoryLock`). */
export type AdvisoryLock = {
  /**
   * Whether the lock's session still answers (within a few seconds): the lock lives exactly as
   * long as its session. `false` once it was lost or released.
   */
  check(): Promise<boolean>
  /** Lets the lock go (its connection closes). */
  release(): Promise<void>
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

/**
 * The 64-bit key of the advisory lock `name` in a schema: `channel` is `Database.channel(name)`,
 * so databases of different schemas on one server hold different locks. Non-negative, so that
 * it reads back from `pg_locks` (`classid` high half, `objid` low half) without a sign.
 */
export function advisoryLockKey(channel: string): bigint {
  return createHash('sha256').update(`advisory lock ${channel}`).digest().readBigUInt64BE(0) >> 1n
}
