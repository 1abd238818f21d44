import { createTestDatabase } from '../../../database/src/testing/testDatabase.js'
import type { ServerOptions } from '../config/serverConfig.js'
import { createServer, type LatchServer } from '../createServer.js'

// A fresh schema on the worker's shared PGlite, or on the run's PostgreSQL server: the
// database package's fixtures, which the relay's tests use too (one PGlite per worker).
export {
  createPostgresTestDatabase,
  createTestDatabase,
} from '../../../database/src/testing/testDatabase.js'

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
