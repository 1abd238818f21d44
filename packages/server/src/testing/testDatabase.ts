import { PGlite } from '@electric-sql/pglite'
import type { ServerOptions } from '../config/serverConfig.js'
import { createServer, type LatchServer } from '../createServer.js'
import type { Database } from '../db/database.js'
import { createPgliteDatabase } from '../db/pgliteDatabase.js'
import { createPostgresDatabase } from '../db/postgresDatabase.js'

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
 * A fresh schema on the run's PostgreSQL server (`inject('postgresUrl')`), through a pool of
 * `maxConnections`: concurrent statements there really run at once, unlike on PGlite.
 */
export async function createPostgresTestDatabase(
  url: string,
  maxConnections = 20,
): Promise<Database> {
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${++schemas}`
  return createPostgresDatabase({ url, schema, maxConnections })
}

const unlimited = { max: 1_000_000, windowMs: 60_000, lockoutMs: 1000 }

/**
 * The frame's limits out of the way, for tests of everything else: every test file talks
 * from 127.0.0.1, more than one visitor ever would. The security tests keep the defaults.
 */
export const testFrameRateLimits = {
  api: unlimited,
  codeMailPerAddress: unlimited,
  codeMailPerEmail: unlimited,
  codeVerifyPerAddress: unlimited,
}

/**
 * A server on a fresh schema: no environment, no rate limit (the frame's included) and no
 * project cache unless the options ask.
 */
export async function createTestServer(options: ServerOptions = {}): Promise<LatchServer> {
  return createServer({
    env: {},
    // The development stand-ins (mailbox, local OpenID provider, Farcaster page): the tests of
    // production settings ask for `development: false`.
    development: true,
    rateLimit: false,
    projectCacheTtlMs: 0,
    database: await createTestDatabase(),
    ...options,
    frame: { rateLimits: testFrameRateLimits, ...options.frame },
  })
}

/** The query string every config-service call carries. */
export function sdkQuery(projectId = 'demo'): string {
  return `projectId=${projectId}&st=latch-react&sv=0.0.0`
}
