import { PGlite } from '@electric-sql/pglite'
import type { ServerOptions } from '../config/serverConfig.js'
import { createServer, type LatchServer } from '../createServer.js'
import type { Database } from '../db/database.js'
import { createPgliteDatabase } from '../db/pgliteDatabase.js'

// PGlite takes seconds to start: one instance per test worker, kept on globalThis so the
// files a worker runs one after the other (vitest `isolate: false`) share it. Each caller
// gets a schema of its own, so files never see each other's rows.

const key = Symbol.for('@latch/server/testPglite')
type Holder = { [key]?: Promise<PGlite> }
let schemas = 0

function sharedPglite(): Promise<PGlite> {
  const holder = globalThis as Holder
  holder[key] ??= PGlite.create()
  return holder[key]
}

/** A fresh, empty schema on the worker's PGlite. */
export async function createTestDatabase(): Promise<Database> {
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${++schemas}`
  return createPgliteDatabase({ instance: await sharedPglite(), schema })
}

/**
 * A server on a fresh schema: no environment, no rate limit and no project cache unless
 * the options ask.
 */
export async function createTestServer(options: ServerOptions = {}): Promise<LatchServer> {
  return createServer({
    env: {},
    rateLimit: false,
    projectCacheTtlMs: 0,
    database: await createTestDatabase(),
    ...options,
  })
}

/** The query string every config-service call carries. */
export function sdkQuery(projectId = 'demo'): string {
  return `projectId=${projectId}&st=latch-react&sv=0.0.0`
}
