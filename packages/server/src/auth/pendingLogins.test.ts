import { beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { createTestDatabase } from '../testing/testDatabase.js'
import { createPendingLogins } from './pendingLogins.js'

let db: Database
beforeAll(async () => {
  db = await createTestDatabase()
  await migrate(db)
})

const page = { projectId: 'demo', origin: 'http://localhost:5173' }

describe('createPendingLogins', () => {
  test('default: kept until taken, once; kinds apart', async () => {
    const social = createPendingLogins<{ n: number }>(db, 'social')
    const farcaster = createPendingLogins<{ n: number }>(db, 'farcaster')
    await social.put('a', { ...page, data: { n: 1 } }, 60_000)
    expect(await farcaster.get('a')).toBeUndefined()
    expect(await social.update('a', { n: 2 })).toBe(true)
    expect(await social.get('a')).toEqual({ ...page, data: { n: 2 } })
    const [first, second] = await Promise.all([social.take('a'), social.take('a')])
    expect([first, second].filter(Boolean)).toEqual([{ ...page, data: { n: 2 } }])
    expect(await social.get('a')).toBeUndefined()
  })

  test('behavior: past its deadline a login is gone, and dropped at the next start', async () => {
    let now = Date.UTC(2030, 0, 1)
    const logins = createPendingLogins<null>(db, 'expiring', () => now)
    await logins.put('old', { ...page, data: null }, 1_000)
    now += 1_000
    expect(await logins.get('old')).toBeUndefined()
    expect(await logins.update('old', null)).toBe(false)
    expect(await logins.take('old')).toBeUndefined()
    await logins.put('old-2', { ...page, data: null }, 1_000)
    now += 2_000
    await logins.put('new', { ...page, data: null }, 1_000)
    const { rows } = await db.query(`SELECT id FROM pending_logins WHERE kind = 'expiring'`)
    expect(rows).toEqual([{ id: 'new' }])
  })
})
