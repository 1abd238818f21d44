// The public API of @latch/database. Re-exports by name only.

export type { AdvisoryLock, Database, Queryable, QueryResult } from './database.js'
export {
  applyMigrations,
  type MigrateParameters,
  type MigrateReturnType,
  type Migration,
} from './migrate.js'
export {
  type DatabaseOption,
  databaseOptionFromEnv,
  type OpenDatabaseReturnType,
  openDatabase,
} from './openDatabase.js'
export {
  type CreatePeriodicJobsParameters,
  createPeriodicJobs,
  type PeriodicJob,
  type PeriodicJobOutcome,
  type PeriodicJobs,
} from './periodicJobs.js'
export { createPgliteDatabase, type PgliteDatabaseOptions } from './pgliteDatabase.js'
export { createPostgresDatabase, type PostgresDatabaseOptions } from './postgresDatabase.js'
