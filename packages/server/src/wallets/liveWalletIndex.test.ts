import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Database, Queryable } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { createTestDatabase } from '../testing/testDatabase.js'
import { createLiveWalletIndex } from './liveWalletIndex.js'
import { generateSyntheticWallets } from './syntheticWallets.js'
import { seedWalletRegistry, walletRegistryFingerprint } from './walletStore.js'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await migrate(database)
})
afterAll(() => database.close())

const registryRead = 'SELECT seed.fingerprint, wallet.id,'
const fingerprintRead = 'SELECT fingerprint FROM'

/** The database, with the first words of every statement it was sent. */
function recorded(db: Queryable) {
  const statements: string[] = []
  return {
    statements,
    db: {
      query: ((sql: string, params?: readonly unknown[]) => {
        statements.push(sql.trim().split(/\s+/).slice(0, 3).join(' '))
        return db.query(sql, params)
      }) as Queryable['query'],
    },
  }
}

describe('createLiveWalletIndex', () => {
  test('default: loaded on first use; a reseed is loaded once the check interval is over', async () => {
    await seedWalletRegistry(database, generateSyntheticWallets(30))
    let now = 1_000
    const { db, statements } = recorded(database)
    const live = createLiveWalletIndex({ db, checkIntervalMs: 2_000, now: () => now })
    expect(statements).toEqual([])
    const first = await live.current()
    expect(first.size).toBe(30)
    expect(first.version).toBe(await walletRegistryFingerprint(database))
    expect(statements).toEqual([registryRead])

    // As another process sharing the database would.
    await seedWalletRegistry(database, generateSyntheticWallets(31))
    now += 1_999
    expect(await live.current()).toBe(first)
    expect(statements).toHaveLength(1)

    // Checked in the background: the registry in memory answers until the new one is loaded.
    now += 1
    expect(await live.current()).toBe(first)
    await vi.waitFor(async () => expect((await live.current()).size).toBe(31))
    const second = await live.current()
    expect(second.version).toBe(await walletRegistryFingerprint(database))
    expect(second.version).not.toBe(first.version)
    expect(statements).toEqual([registryRead, fingerprintRead, registryRead])

    // Unchanged: one small read, no reload.
    now += 2_000
    expect(await live.current()).toBe(second)
    await vi.waitFor(() => expect(statements).toHaveLength(4))
    expect(statements[3]).toBe(fingerprintRead)
    expect(await live.current()).toBe(second)
  })

  test('behavior: concurrent first callers share one load', async () => {
    const { db, statements } = recorded(database)
    const live = createLiveWalletIndex({ db })
    const indexes = await Promise.all([live.current(), live.current(), live.current()])
    expect(new Set(indexes).size).toBe(1)
    expect(statements).toEqual([registryRead])
  })

  test('behavior: a failed first load fails its callers and the next call tries again', async () => {
    let failing = true
    const live = createLiveWalletIndex({
      db: {
        query: ((sql: string, params?: readonly unknown[]) =>
          failing
            ? Promise.reject(new Error('connection lost'))
            : database.query(sql, params)) as Queryable['query'],
      },
    })
    await expect(live.current()).rejects.toThrow('connection lost')
    failing = false
    expect((await live.current()).version).toBe(await walletRegistryFingerprint(database))
  })

  test('behavior: a failed check is reported and the registry in memory keeps answering', async () => {
    let now = 0
    let failing = false
    const errors: unknown[] = []
    const live = createLiveWalletIndex({
      db: {
        query: ((sql: string, params?: readonly unknown[]) =>
          failing
            ? Promise.reject(new Error('connection lost'))
            : database.query(sql, params)) as Queryable['query'],
      },
      now: () => now,
      onError: (error) => errors.push(error),
    })
    const loaded = await live.current()
    failing = true
    now += 2_000
    expect(await live.current()).toBe(loaded)
    await vi.waitFor(() => expect(errors).toEqual([new Error('connection lost')]))
    expect(await live.current()).toBe(loaded)
  })

  test('behavior: a database never seeded is an empty registry', async () => {
    const empty = await createTestDatabase()
    try {
      await migrate(empty)
      const index = await createLiveWalletIndex({ db: empty }).current()
      expect(index.version).toBe('')
      expect(index.find({ page: 1, entries: 40 })).toEqual({ count: 0, wallets: [] })
    } finally {
      await empty.close()
    }
  })
})
