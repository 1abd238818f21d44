import type { Database } from './database.js'

/** One step of a schema: applied once, in version order, recorded in its history table. */
export type Migration = { version: number; name: string; sql: string }

export type MigrateParameters = {
  /** Every migration of this history, versions 1, 2, 3 … in order. */
  migrations: readonly Migration[]
  /**
   * The table that records which migrations ran (`schema_migrations` by default). Two programs
   * sharing a database keep two histories: latch-server's `schema_migrations` and the relay's
   * `relay_migrations`.
   */
  history?: string
  /**
   * The advisory lock that keeps two processes starting together from migrating at once: any
   * constant, one per history.
   */
  lockKey?: number
}

export type MigrateReturnType = {
  /** The migrations this call applied (none when the schema was up to date). */
  applied: Migration[]
  /** The schema version now. */
  version: number
}

const defaultLockKey = 4_771_530
// Spliced into SQL (a table name cannot be a parameter): a plain lower-case identifier only.
const tableNamePattern = /^[a-z_][a-z0-9_]{0,62}$/

function checkOrder(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migration "${migration.name}" has version ${migration.version}, expected ${index + 1}`,
      )
    }
  })
}

/**
 * Brings a schema up to date: applies, in one transaction and under an advisory lock, the
 * migrations not yet recorded in the `history` table (created when missing). Running it again
 * changes nothing.
 *
 * @throws when the recorded history names a migration differently than `migrations` (the
 * database was migrated by another version of the program).
 * @example
 * const { applied } = await applyMigrations(database, { migrations, history: 'relay_migrations' })
 */
export async function applyMigrations(
  db: Database,
  { migrations, history = 'schema_migrations', lockKey = defaultLockKey }: MigrateParameters,
): Promise<MigrateReturnType> {
  checkOrder(migrations)
  if (!tableNamePattern.test(history)) {
    throw new Error(`Invalid history table name "${history}": use [a-z_][a-z0-9_]*`)
  }
  const table = history
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey])
    await tx.exec(`CREATE TABLE IF NOT EXISTS ${table} (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const { rows } = await tx.query<{ version: number; name: string }>(
      `SELECT version, name FROM ${table} ORDER BY version`,
    )
    for (const recorded of rows) {
      const known = migrations[recorded.version - 1]
      if (known && known.name !== recorded.name) {
        throw new Error(
          `Migration ${recorded.version} of ${table} is recorded as "${recorded.name}" but this version has "${known.name}"`,
        )
      }
    }
    const current = rows.at(-1)?.version ?? 0
    const pending = migrations.filter((migration) => migration.version > current)
    for (const migration of pending) {
      await tx.exec(migration.sql)
      await tx.query(`INSERT INTO ${table} (version, name) VALUES ($1, $2)`, [
        migration.version,
        migration.name,
      ])
    }
    return { applied: pending, version: Math.max(current, migrations.length) }
  })
}
