import type { Database } from './database.js'
import { migrations as allMigrations } from './migrations/index.js'

/** One step of the schema: applied once, in version order, recorded in `schema_migrations`. */
export type Migration = { version: number; name: string; sql: string }

export type MigrateReturnType = {
  /** The migrations this call applied (none when the schema was up to date). */
  applied: Migration[]
  /** The schema version now. */
  version: number
}

// Any constant works: it only keeps two servers starting together from migrating at once.
const migrationLockKey = 4_771_530

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
 * Brings the schema up to date: applies, in one transaction and under an advisory lock, the
 * migrations not yet recorded in `schema_migrations`. Running it again changes nothing.
 *
 * @throws when the recorded history names a migration differently than the code (the
 * database was migrated by another version of the server).
 * @example
 * const { applied } = await migrate(database)
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<MigrateReturnType> {
  checkOrder(migrations)
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const { rows } = await tx.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    )
    for (const recorded of rows) {
      const known = migrations[recorded.version - 1]
      if (known && known.name !== recorded.name) {
        throw new Error(
          `Migration ${recorded.version} is recorded as "${recorded.name}" but this server has "${known.name}"`,
        )
      }
    }
    const current = rows.at(-1)?.version ?? 0
    const pending = migrations.filter((migration) => migration.version > current)
    for (const migration of pending) {
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ])
    }
    return { applied: pending, version: Math.max(current, migrations.length) }
  })
}
