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
