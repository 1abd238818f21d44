import { PGlite } from '@electric-sql/pglite'
import type { Database } from '../database.js'
import { createPgliteDatabase } from '../pgliteDatabase.js'
import { createPostgresDatabase } from '../postgresDatabase.js'

// PGlite takes seconds to start: one instance per test worker, kept on globalThis so the
// files a worker runs one after the other (vitest `isolate: false`), of any package, share
// it. Each caller gets a schema of its own, so files never see each other's rows.

const key = Symbol.for('@latch/database/testPglite')
type Holder = { [key]?: Promise<PGlite> }
let schemas = 0

function sharedPglite(): Promise<PGlite> {
  const holder = globalThis as Holder
  holder[key] ??= PGlite.create()
  return holder[key]
}

function freshSchema(): string {
  return `test_${process.pid}_${Date.now().toString(36)}_${++schemas}`
}

/** A fresh, empty schema on the worker's PGlite. */
export async function createTestDatabase(): Promise<Database> {
  return createPgliteDatabase({ instance: await sharedPglite(), schema: freshSchema() })
}

/**
 * A fresh schema on the run's PostgreSQL server (`inject('postgresUrl')`), through a pool of
 * `maxConnections`: concurrent statements there really run at once, unlike on PGlite.
 */
export async function createPostgresTestDatabase(
  url: string,
  maxConnections = 20,
): Promise<Database> {
  return createPostgresDatabase({ url, schema: freshSchema(), maxConnections })
}
