import {
  applyMigrations,
  type Database,
  type MigrateReturnType,
  type Migration,
} from '@latch/database'
import { migrations as allMigrations } from './migrations/index.js'

export type { MigrateReturnType, Migration }

// Any constant works: it only keeps two servers starting together from migrating at once.
const migrationLockKey = 4_771_530

/**
 * Brings the server's schema up to date: applies, in one transaction and under an advisory
 * lock, the migrations not yet recorded in `schema_migrations`. Running it again changes
 * nothing. The relay's tables have a history of their own (`migrateRelay` of @latch/relay,
 * which `createServer` runs after this).
 *
 * @throws when the recorded history names a migration differently than the code (the
 * database was migrated by another version of the server).
 * @example
 * const { applied } = await migrate(database)
 */
export function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<MigrateReturnType> {
  return applyMigrations(db, {
    migrations,
    history: 'schema_migrations',
    lockKey: migrationLockKey,
  })
}
