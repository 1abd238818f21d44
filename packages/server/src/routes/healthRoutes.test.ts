import { migrateRelay, relayMigrations } from '@latch/relay'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { migrations } from '../db/migrations/index.js'
import {
  createPostgresTestDatabase,
  createTestDatabase,
  createTestServer,
} from '../testing/testDatabase.js'
import { healthRoutes } from './healthRoutes.js'

async function migratedDatabase(open = createTestDatabase): Promise<Database> {
  const database = await open()
  await migrate(database)
  await migrateRelay(database)
  return database
}

function routes(database: Pick<Database, 'query'>, log: string[] = []) {
  return healthRoutes({ database, log: (message) => log.push(message) })
}

async function readyz(app: ReturnType<typeof healthRoutes>) {
  const response = await app.request('/readyz')
  return { status: response.status, body: await response.json() }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('GET /healthz', () => {
  test('default: 200 while the process runs, without asking the database', async () => {
    const query = vi.fn(() => new Promise<never>(() => undefined))
    const response = await routes({ query }).request('/healthz')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(query).not.toHaveBeenCalled()
  })
})

describe('GET /readyz', () => {
  test('default: 200 when the database answers and both histories are current', async () => {
    const database = await migratedDatabase()
    try {
      expect(await readyz(routes(database))).toEqual({ status: 200, body: { status: 'ready' } })
    } finally {
      await database.close()
    }
  })

  test('behavior: a server history behind this build is 503 migrations_behind, named', async () => {
    const database = await createTestDatabase()
    try {
      await migrate(database, migrations.slice(0, -1))
      await migrateRelay(database)
      expect(await readyz(routes(database))).toEqual({
        status: 503,
        body: {
          status: 'not_ready',
          reason: 'migrations_behind',
          message: `schema_migrations is at version ${migrations.length - 1}, this build needs ${migrations.length}: the migrations have not run`,
        },
      })
    } finally {
      await database.close()
    }
  })

  test('behavior: a relay history that is missing is 503 migrations_behind', async () => {
    const database = await createTestDatabase()
    try {
      await migrate(database)
      const { status, body } = await readyz(routes(database))
      expect(status).toBe(503)
      expect(body.reason).toBe('migrations_behind')
      expect(body.message).toBe(
        'a migration history (schema_migrations, relay_migrations) is missing: the migrations have not run',
      )
    } finally {
      await database.close()
    }
  })

  test('behavior: a history newer than this build means another version runs: 503 migrations_ahead', async () => {
    const database = await migratedDatabase()
    try {
      const next = relayMigrations.length + 1
      await database.query(`INSERT INTO relay_migrations (version, name) VALUES ($1, 'later')`, [
        next,
      ])
      const log: string[] = []
      expect(await readyz(routes(database, log))).toEqual({
        status: 503,
        body: {
          status: 'not_ready',
          reason: 'migrations_ahead',
          message: `relay_migrations is at version ${next}, newer than this build's ${relayMigrations.length}: another version of the server migrated this database`,
        },
      })
      expect(log).toEqual([
        `not ready (migrations_ahead): relay_migrations is at version ${next}, newer than this build's ${relayMigrations.length}: another version of the server migrated this database`,
      ])
    } finally {
      await database.close()
    }
  })

  test('behavior: a closed database is 503 database_unreachable, without its error in the answer', async () => {
    const database = await migratedDatabase(() =>
      createPostgresTestDatabase(inject('postgresUrl'), 2),
    )
    const log: string[] = []
    const app = routes(database, log)
    expect((await readyz(app)).status).toBe(200)
    await database.close()
    expect(await readyz(app)).toEqual({
      status: 503,
      body: {
        status: 'not_ready',
        reason: 'database_unreachable',
        message: 'The database did not answer',
      },
    })
    // A change is told once, not at every probe.
    await readyz(app)
    expect(log).toEqual(['not ready (database_unreachable): The database did not answer'])
  })

  test('behavior: a database that stops answering is 503 after 2 s; probes meanwhile ask it no more', async () => {
    const url = inject('postgresUrl')
    const database = await migratedDatabase(() => createPostgresTestDatabase(url, 4))
    const log: string[] = []
    const app = routes(database, log)
    // Another session holds the history table: the readiness query waits, as on a stuck server.
    let unblock: () => void = () => undefined
    const blocked = new Promise<void>((resolve) => {
      unblock = resolve
    })
    let locked: () => void = () => undefined
    const holding = new Promise<void>((resolve) => {
      locked = resolve
    })
    const holder = database.transaction(async (tx) => {
      await tx.exec('LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE')
      locked()
      await blocked
    })
    try {
      await holding
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const first = readyz(app)
      const second = readyz(app)
      const waiting = async () =>
        (
          await database.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query LIKE '%FROM schema_migrations%'
               AND datname = current_database()`,
          )
        ).rows[0]?.count
      // Both probes share the one query that waits.
      await expect.poll(waiting).toBe(1)
      await vi.advanceTimersByTimeAsync(1_999)
      await vi.advanceTimersByTimeAsync(1)
      for (const probe of [await first, await second]) {
        expect(probe).toEqual({
          status: 503,
          body: {
            status: 'not_ready',
            reason: 'database_unreachable',
            message: 'The database did not answer within 2000 ms',
          },
        })
      }
      // Still stuck: a third probe waits on the same query rather than a new connection.
      const third = readyz(app)
      await vi.advanceTimersByTimeAsync(2_000)
      expect((await third).status).toBe(503)
      expect(await waiting()).toBe(1)
      vi.useRealTimers()
      unblock()
      await holder
      expect(await readyz(app)).toEqual({ status: 200, body: { status: 'ready' } })
      expect(log).toEqual([
        'not ready (database_unreachable): The database did not answer within 2000 ms',
        'ready again',
      ])
    } finally {
      vi.useRealTimers()
      unblock()
      await holder
      await database.close()
    }
  })

  test('behavior: in the server, no project id and no rate limit', async () => {
    const server = await createTestServer({ rateLimit: { max: 1, windowMs: 60_000 } })
    try {
      for (let index = 0; index < 3; index++) {
        expect((await server.app.request('/readyz')).status).toBe(200)
        expect((await server.app.request('/healthz')).status).toBe(200)
      }
      // The limit does count the project routes.
      const statuses = []
      for (let index = 0; index < 2; index++) {
        const response = await server.app.request(
          '/getAnalyticsConfig?projectId=demo&st=latch-react&sv=0.0.0',
        )
        statuses.push(response.status)
      }
      expect(statuses).toEqual([200, 429])
    } finally {
      await server.close()
    }
  })
})
