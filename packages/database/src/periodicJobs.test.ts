import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import type { Database } from './database.js'
import { createPeriodicJobs, type PeriodicJob } from './periodicJobs.js'
import { createPostgresDatabase } from './postgresDatabase.js'
import { createTestDatabase } from './testing/testDatabase.js'

const opened: Database[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(opened.splice(0).map((database) => database.close()))
})

/** Two server processes: two pools on one schema of the run's PostgreSQL server. */
async function twoProcesses(): Promise<[Database, Database]> {
  const url = inject('postgresUrl')
  const schema = `jobs_${process.pid}_${Date.now().toString(36)}_${opened.length}`
  const first = await createPostgresDatabase({ url, schema })
  const second = await createPostgresDatabase({ url, schema })
  opened.push(first, second)
  return [first, second]
}

/** A job that counts its runs in a table, so that every process sees the same count. */
function countingJob(run: () => Promise<void> = async () => undefined): PeriodicJob {
  return {
    name: 'count',
    async run(tx) {
      await run()
      await tx.query('UPDATE job_runs SET runs = runs + 1')
    },
  }
}

async function runs(database: Database): Promise<number> {
  const { rows } = await database.query<{ runs: number }>('SELECT runs FROM job_runs')
  return rows[0]?.runs ?? -1
}

async function prepare(database: Database): Promise<void> {
  await database.exec(
    'CREATE TABLE job_runs (runs integer NOT NULL); INSERT INTO job_runs VALUES (0)',
  )
}

describe('createPeriodicJobs on PostgreSQL (two processes)', () => {
  test('default: of two processes taking their turn at once, one runs the job', async () => {
    const [first, second] = await twoProcesses()
    await prepare(first)
    let now = 1_000_000
    const clock = () => now
    const a = createPeriodicJobs({ database: first, now: clock })
    const b = createPeriodicJobs({ database: second, now: clock })
    a.every(60_000, countingJob())
    b.every(60_000, countingJob())

    const outcomes = await Promise.all([a.runNow('count'), b.runNow('count')])
    expect(outcomes.sort()).toEqual(['ran', 'skipped'])
    expect(await runs(first)).toBe(1)

    // Within the interval neither runs it again; once it is over, whichever comes first does.
    now += 30_000
    expect(await b.runNow('count')).toBe('skipped')
    now += 30_000
    expect(await b.runNow('count')).toBe('ran')
    expect(await a.runNow('count')).toBe('skipped')
    expect(await runs(first)).toBe(2)
    await Promise.all([a.close(), b.close()])
  })

  test('behavior: while one process runs the job, the other skips it (the lock), however late it is', async () => {
    const [first, second] = await twoProcesses()
    await prepare(first)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let entered: () => void = () => undefined
    const running = new Promise<void>((resolve) => {
      entered = resolve
    })
    const a = createPeriodicJobs({ database: first })
    const b = createPeriodicJobs({ database: second })
    a.every(
      60_000,
      countingJob(async () => {
        entered()
        await held
      }),
    )
    b.every(60_000, countingJob())

    const slow = a.runNow('count')
    await running
    expect(await b.runNow('count')).toBe('skipped')
    release()
    expect(await slow).toBe('ran')
    expect(await runs(first)).toBe(1)
    await Promise.all([a.close(), b.close()])
  })

  test('behavior: a job that throws is rolled back and reported; the next turn runs it', async () => {
    const [first] = await twoProcesses()
    await prepare(first)
    let failures = 1
    const errors: string[] = []
    const jobs = createPeriodicJobs({ database: first, logError: (line) => errors.push(line) })
    jobs.every(60_000, {
      name: 'count',
      async run(tx) {
        await tx.query('UPDATE job_runs SET runs = runs + 1')
        if (failures-- > 0) throw new Error('disk full')
      },
    })
    await expect(jobs.runNow('count')).rejects.toThrow('disk full')
    expect(await runs(first)).toBe(0)
    expect(await jobs.runNow('count')).toBe('ran')
    expect(await runs(first)).toBe(1)
    await jobs.close()
  })
})

describe('createPeriodicJobs on PGlite (one process)', () => {
  test('default: the timer takes a turn every interval; close() stops it', async () => {
    const database = await createTestDatabase()
    opened.push(database)
    await prepare(database)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let now = 0
    const jobs = createPeriodicJobs({ database, now: () => now })
    jobs.every(1_000, countingJob())

    now = 999
    vi.advanceTimersByTime(999)
    expect(await runs(database)).toBe(0)
    now = 1_000
    vi.advanceTimersByTime(1)
    await expect.poll(() => runs(database)).toBe(1)
    now = 2_000
    vi.advanceTimersByTime(1_000)
    await expect.poll(() => runs(database)).toBe(2)

    await jobs.close()
    now = 3_000
    vi.advanceTimersByTime(5_000)
    expect(await runs(database)).toBe(2)
    await expect(jobs.runNow('count')).rejects.toThrow('No periodic job named "count"')
  })

  test('behavior: the stop of one job leaves the others running', async () => {
    const database = await createTestDatabase()
    opened.push(database)
    await prepare(database)
    let now = 0
    const jobs = createPeriodicJobs({ database, now: () => now })
    const stop = jobs.every(1_000, countingJob())
    jobs.every(1_000, { name: 'other', run: async () => undefined })
    expect(() => jobs.every(1_000, countingJob())).toThrow('The periodic job "count" runs already')
    await stop()
    now = 5_000
    await expect(jobs.runNow('count')).rejects.toThrow('No periodic job named "count"')
    expect(await jobs.runNow('other')).toBe('ran')
    await jobs.close()
  })
})
