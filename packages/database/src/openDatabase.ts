import type { DatabaseOption } from '../config/serverConfig.js'
import type { Database } from './database.js'
import { createPgliteDatabase } from './pgliteDatabase.js'
import { createPostgresDatabase } from './postgresDatabase.js'

function isDatabase(option: DatabaseOption): option is Database {
  return 'query' in option && typeof option.query === 'function'
}

/**
 * The database an option names. `owned` tells whether the caller opened it (and so must
 * close it): a `Database` passed in stays the passer's.
 */
export async function openDatabase(
  option: DatabaseOption,
): Promise<{ database: Database; owned: boolean }> {
  if (isDatabase(option)) return { database: option, owned: false }
  if ('url' in option) {
    return { database: await createPostgresDatabase(option), owned: true }
  }
  return { database: await createPgliteDatabase(option), owned: true }
}
