import type { Database } from './database.js'
import { createPgliteDatabase } from './pgliteDatabase.js'
import { createPostgresDatabase } from './postgresDatabase.js'

/** Where the data lives: a database you opened, a PostgreSQL URL, or embedded PGlite. */
export type DatabaseOption =
  | Database
  | { url: string; schema?: string | undefined }
  | { dataDir?: string | undefined; schema?: string | undefined }

export type OpenDatabaseReturnType = {
  database: Database
  /** Whether `openDatabase` opened it, so that the caller must close it. */
  owned: boolean
}

function isDatabase(option: DatabaseOption): option is Database {
  return 'query' in option && typeof option.query === 'function'
}

/**
 * The database the environment names, as every Latch program reads it: `DATABASE_URL` (a
 * PostgreSQL server), else PGlite kept in `LATCH_DATA_DIR` (in memory when unset), in the
 * schema `LATCH_DATABASE_SCHEMA` when set.
 *
 * @example
 * databaseOptionFromEnv({ DATABASE_URL: 'postgres://latch@db/latch' }) // { url: 'postgres://latch@db/latch', schema: undefined }
 */
export function databaseOptionFromEnv(env: Record<string, string | undefined>): DatabaseOption {
  const schema = env.LATCH_DATABASE_SCHEMA || undefined
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, schema }
  return { dataDir: env.LATCH_DATA_DIR || undefined, schema }
}

/**
 * The database an option names. `owned` tells whether the caller opened it (and so must
 * close it): a `Database` passed in stays the passer's. `logPrefix` starts what a PostgreSQL
 * database logs.
 *
 * @example
 * const { database, owned } = await openDatabase({ dataDir: './data' })
 */
export async function openDatabase(
  option: DatabaseOption,
  { logPrefix }: { logPrefix?: string } = {},
): Promise<OpenDatabaseReturnType> {
  if (isDatabase(option)) return { database: option, owned: false }
  if ('url' in option) {
    return { database: await createPostgresDatabase({ ...option, logPrefix }), owned: true }
  }
  return { database: await createPgliteDatabase(option), owned: true }
}
