import { afterEach, describe, expect, inject, test } from 'vitest'
import { advisoryLockKey, type Database } from './database.js'
import { createPostgresDatabase } from './postgresDatabase.js'
import { terminateAdvisoryLockHolders } from './testing/advisoryLockHolders.js'
import { createPostgresTestDatabase, createTestDatabase } from './testing/testDatabase.js'

const opened: Database[] = []
async function open(kind: 'pglite' | 'postgres'): Promise<Database> {
  const database =
    kind === 'pglite'
      ? await createTestDatabase()
      : await createPostgresTestDatabase(inject('postgresUrl'), 2)
  opened.push(database)
  return database
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()))
})

describe('tryAdvisoryLock (PostgreSQL)', () => {
  test('default: one session holds a lock at a time; released, another takes it', async () => {
    const database = await open('postgres')
    const first = await database.tryAdvisoryLock('leader')
    expect(first).toBeDefined()
    expect(await first?.check()).toBe(true)
    // Each call is a session of its own: the pool's connections and this database's too.
    expect(await database.tryAdvisoryLock('leader')).toBeUndefined()
    expect(await database.tryAdvisoryLock('other')).toBeDefined()
    await first?.release()
    expect(await first?.check()).toBe(false)
    expect(await database.tryAdvisoryLock('leader')).toBeDefined()
  })

  test('behavior: a lock belongs to its schema, as a channel does', async () => {
    const [shop, blog] = [await open('postgres'), await open('postgres')]
    expect(advisoryLockKey(shop.channel('leader'))).not.toBe(
      advisoryLockKey(blog.channel('leader')),
    )
    expect(await shop.tryAdvisoryLock('leader')).toBeDefined()
    expect(await blog.tryAdvisoryLock('leader')).toBeDefined()
  })

  test('behavior: a session ended from the server (its process killed) lets the lock go and is told', async () => {
    const database = await open('postgres')
    const lost: Error[] = []
    const lock = await database.tryAdvisoryLock('leader', (error) => lost.push(error))
    expect(lock).toBeDefined()
    expect(await terminateAdvisoryLockHolders(database, 'leader')).toBe(1)
    await expect.poll(() => lost.length).toBe(1)
    expect(lost[0]?.message).toMatch(/terminat/)
    expect(await lock?.check()).toBe(false)
    expect(await database.tryAdvisoryLock('leader')).toBeDefined()
    // Released after it was lost: nothing to do, and no second report.
    await lock?.release()
    expect(lost).toHaveLength(1)
  })

  test('behavior: closing the database releases its locks, without reporting them lost', async () => {
    // Two databases on one schema, as two processes of one program.
    const schema = `lock_${process.pid}_${Date.now().toString(36)}`
    const url = inject('postgresUrl')
    const [database, other] = await Promise.all(
      [0, 1].map(() => createPostgresDatabase({ url, schema, maxConnections: 2 })),
    )
    if (!database || !other) throw new Error('two databases')
    opened.push(other)
    const lost: Error[] = []
    expect(await database.tryAdvisoryLock('leader', (error) => lost.push(error))).toBeDefined()
    expect(await other.tryAdvisoryLock('leader')).toBeUndefined()
    await database.close()
    expect(await other.tryAdvisoryLock('leader')).toBeDefined()
    expect(lost).toEqual([])
  })

  test('behavior: an unreachable server is the caller’s error, not a lock refused', async () => {
    const database = await open('postgres')
    const nowhere = await createPostgresDatabase({ url: 'postgres://latch@127.0.0.1:9/none' })
    try {
      await expect(nowhere.tryAdvisoryLock('leader')).rejects.toThrow()
    } finally {
      await nowhere.close()
    }
    expect(await database.tryAdvisoryLock('leader')).toBeDefined()
  })
})

describe('tryAdvisoryLock (PGlite)', () => {
  test('default: one process, one session: the lock is always this process’s', async () => {
    const database = await open('pglite')
    const first = await database.tryAdvisoryLock('leader')
    const second = await database.tryAdvisoryLock('leader')
    expect(await first?.check()).toBe(true)
    expect(await second?.check()).toBe(true)
    await first?.release()
    expect(await first?.check()).toBe(false)
  })
})
