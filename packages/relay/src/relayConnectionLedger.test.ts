import { createPostgresDatabase, type Database } from '@latch/database'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test, vi } from 'vitest'
import {
  createRelayConnectionLedger,
  deleteExpiredRelayConnections,
  type RelayConnectionLedger,
} from './relayConnectionLedger.js'
import type { RelayLog } from './relayLog.js'
import { prepareRelayDatabase } from './testing/testRelay.js'

// Two server processes on one PostgreSQL database: two pools on one schema.
let first: Database
let second: Database
beforeAll(async () => {
  const url = inject('postgresUrl')
  const schema = `ledger_${process.pid}_${Date.now().toString(36)}`
  first = await prepareRelayDatabase(await createPostgresDatabase({ url, schema }))
  second = await createPostgresDatabase({ url, schema })
})
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
})

const started: RelayConnectionLedger[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(started.splice(0).map((ledger) => ledger.stop()))
  await first.query('DELETE FROM relay_connections')
})

const log: RelayLog = { warn: () => undefined, error: () => undefined }
const caps = { maxConnectionsPerClient: 3, maxConnectionsPerProject: 5 }
let now = 1_000_000
const clock = () => now

function ledgerOn(database: Database): RelayConnectionLedger {
  const ledger = createRelayConnectionLedger({ database, caps, now: clock, log })
  started.push(ledger)
  return ledger
}

async function rows(): Promise<number> {
  const { rows } = await first.query<{ count: string }>(
    'SELECT count(*)::text AS count FROM relay_connections',
  )
  return Number(rows[0]?.count)
}

describe('createRelayConnectionLedger (two processes on PostgreSQL)', () => {
  test('default: a client network’s cap holds across processes; a release frees a place', async () => {
    const [one, two] = [ledgerOn(first), ledgerOn(second)]
    const releases = [
      await one.admit('192.0.2.1', 'shop'),
      await one.admit('192.0.2.1', 'shop'),
      await two.admit('192.0.2.1', 'shop'),
    ]
    expect(releases.every((release) => typeof release === 'function')).toBe(true)
    expect(await two.admit('192.0.2.1', 'shop')).toBeUndefined()
    expect(await one.admit('192.0.2.1', 'shop')).toBeUndefined()
    // Another network has places of its own.
    expect(await two.admit('192.0.2.2', 'shop')).toBeTypeOf('function')

    releases[0]?.()
    releases[0]?.()
    await expect.poll(rows).toBe(3)
    expect(await two.admit('192.0.2.1', 'shop')).toBeTypeOf('function')
  })

  test('behavior: the project’s cap holds across networks and processes', async () => {
    const [one, two] = [ledgerOn(first), ledgerOn(second)]
    for (let index = 0; index < 5; index++) {
      const ledger = index % 2 === 0 ? one : two
      expect(await ledger.admit(`198.51.100.${index}`, 'shop')).toBeTypeOf('function')
    }
    expect(await two.admit('198.51.100.9', 'shop')).toBeUndefined()
    expect(await one.admit('198.51.100.9', 'other')).toBeTypeOf('function')
  })

  test('behavior: admissions racing for the last places are served one after the other', async () => {
    const [one, two] = [ledgerOn(first), ledgerOn(second)]
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, index) => (index % 2 ? one : two).admit('192.0.2.7', 'shop')),
    )
    expect(outcomes.filter((release) => release !== undefined)).toHaveLength(3)
    expect(await rows()).toBe(3)
  })

  test('behavior: an admission waits for another process’s admission of the same network, then counts its row', async () => {
    const one = ledgerOn(first)
    let finish: () => void = () => undefined
    const finished = new Promise<void>((resolve) => {
      finish = resolve
    })
    let holding: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      holding = resolve
    })
    // Another process inside its admission of 192.0.2.8 (the ledger's lock of that network),
    // its rows written but not committed yet.
    const other = second.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(4771534, hashtext($1))', ['192.0.2.8'])
      await tx.query(
        `INSERT INTO relay_connections (id, process_id, network, project_id, expires_at)
         SELECT gen_random_uuid(), gen_random_uuid(), '192.0.2.8', 'shop', $1
         FROM generate_series(1, 3)`,
        [new Date(now + 60_000).toISOString()],
      )
      holding()
      await finished
    })
    await held
    const waiting = one.admit('192.0.2.8', 'shop')
    await expect
      .poll(async () => {
        const { rows } = await first.query<{ count: string }>(
          `SELECT count(*)::text AS count FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
        )
        return rows[0]?.count
      })
      .toBe('1')
    finish()
    await other
    expect(await waiting).toBeUndefined()
  })

  test('behavior: a killed process’s connections stop counting after three heartbeats, and the job deletes them', async () => {
    now = 1_000_000
    // Killed: it never renews nor deletes its rows.
    const killed = createRelayConnectionLedger({ database: first, caps, now: clock, log })
    for (let index = 0; index < 3; index++) await killed.admit('192.0.2.30', 'shop')
    const survivor = ledgerOn(second)
    expect(await survivor.admit('192.0.2.30', 'shop')).toBeUndefined()
    now += 14_999
    expect(await survivor.admit('192.0.2.30', 'shop')).toBeUndefined()
    now += 1
    expect(await survivor.admit('192.0.2.30', 'shop')).toBeTypeOf('function')
    expect(await deleteExpiredRelayConnections(first, now)).toBe(3)
    expect(await rows()).toBe(1)
  })

  test('behavior: a living process renews its rows every heartbeat, and writes again those it lost', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    now = 1_000_000
    const one = ledgerOn(first)
    const two = ledgerOn(second)
    one.start()
    for (let index = 0; index < 3; index++) await one.admit('192.0.2.40', 'shop')
    const earliestExpiry = async () => {
      const { rows } = await first.query<{ expires_at: Date }>(
        'SELECT min(expires_at) AS expires_at FROM relay_connections',
      )
      return rows[0]?.expires_at.getTime()
    }
    expect(await earliestExpiry()).toBe(1_015_000)
    now += 5_000
    vi.advanceTimersByTime(5_000)
    await expect.poll(earliestExpiry).toBe(1_020_000)
    for (let beat = 0; beat < 5; beat++) {
      now += 5_000
      await one.renew()
    }
    expect(await earliestExpiry()).toBe(now + 15_000)
    expect(await two.admit('192.0.2.40', 'shop')).toBeUndefined()

    // Its rows deleted (as by the job, while it could not reach the database): written again.
    await first.query('DELETE FROM relay_connections')
    await one.renew()
    expect(await rows()).toBe(3)
    expect(await two.admit('192.0.2.40', 'shop')).toBeUndefined()

    // Stopped: its rows go at once.
    await one.stop()
    expect(await rows()).toBe(0)
    expect(await two.admit('192.0.2.40', 'shop')).toBeTypeOf('function')
  })
})
