import type { Database, Queryable } from './database.js'

/** Work that must be done now and then by one of the processes sharing a database. */
export type PeriodicJob = {
  /**
   * Names the job's advisory lock and its row in `periodic_jobs`: every process that registers
   * a job of this name takes turns with the others. Unique among the programs on the database.
   */
  name: string
  /** Runs in the job's transaction (rolled back when it throws); `now` in ms since the epoch. */
  run(tx: Queryable, now: number): Promise<unknown>
}

/** What one turn of a job did: `ran`, or `skipped` (another process holds it or ran it lately). */
export type PeriodicJobOutcome = 'ran' | 'skipped'

export type PeriodicJobs = {
  /**
   * Runs `job` every `intervalMs` in this process, unless another process holds it or ran it
   * less than 90 % of `intervalMs` ago. Returns a stop for this job alone.
   */
  every(intervalMs: number, job: PeriodicJob): () => Promise<void>
  /** One turn of the job now, as the timer takes it (tests, and a run at shutdown). */
  runNow(name: string): Promise<PeriodicJobOutcome>
  /** Stops every timer and waits for the turns under way. */
  close(): Promise<void>
}

export type CreatePeriodicJobsParameters = {
  database: Database
  /** Milliseconds since the epoch; tests pass a clock of their own. */
  now?: () => number
  /** Where a failed turn is reported (the job is tried again at its next turn). */
  logError?: (message: string) => void
}

// The first half of each job's two-key advisory lock (its name's hash is the second): apart
// from the single-key locks of the migrations (4_771_530, 4_771_531).
const jobLockClass = 4_771_532
// Serializes the creation of the bookkeeping table by processes starting together.
const tableLockKey = 4_771_533
// A timer firing a little early, or a clock a little behind another process's, must not make
// a turn skip a whole interval: a run counts as recent for 90 % of it.
const recentFraction = 0.9

/**
 * Periodic jobs that any process on the database may run, one at a time across processes:
 * each turn is a transaction that first takes `pg_try_advisory_xact_lock` of the job (a
 * process that does not get it skips, another one is running the job) and then reads when the
 * job last ran (in `periodic_jobs`, created when missing): within 90 % of the interval it
 * skips, so with N processes the job runs about once per interval, not N times. A process
 * killed mid-turn loses its lock with its connection; its transaction rolls back and the next
 * turn of any process runs the job. PGlite is one process: the lock is always free there.
 *
 * @example
 * const jobs = createPeriodicJobs({ database })
 * jobs.every(60_000, {
 *   name: 'notes:expired',
 *   run: (tx, now) => tx.query('DELETE FROM notes WHERE expires_at <= $1', [new Date(now)]),
 * })
 * await jobs.close()
 */
export function createPeriodicJobs({
  database,
  now = Date.now,
  logError = (message) => console.error(`[latch-database] ${message}`),
}: CreatePeriodicJobsParameters): PeriodicJobs {
  const scheduled = new Map<
    string,
    { job: PeriodicJob; intervalMs: number; timer: ReturnType<typeof setInterval> }
  >()
  const turns = new Map<string, Promise<PeriodicJobOutcome>>()
  let table: Promise<void> | undefined

  function ensureTable(): Promise<void> {
    table ??= database
      .transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [tableLockKey])
        await tx.exec(`CREATE TABLE IF NOT EXISTS periodic_jobs (
          name text PRIMARY KEY,
          last_run_at timestamptz NOT NULL
        )`)
      })
      .catch((error: unknown) => {
        table = undefined
        throw error
      })
    return table
  }

  async function turn(job: PeriodicJob, intervalMs: number): Promise<PeriodicJobOutcome> {
    await ensureTable()
    return database.transaction(async (tx) => {
      const { rows } = await tx.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked',
        [jobLockClass, job.name],
      )
      if (!rows[0]?.locked) return 'skipped'
      const at = now()
      const { rows: last } = await tx.query<{ last_run_at: Date | string }>(
        'SELECT last_run_at FROM periodic_jobs WHERE name = $1',
        [job.name],
      )
      const lastRun = last[0] ? new Date(last[0].last_run_at).getTime() : undefined
      if (lastRun !== undefined && at - lastRun < intervalMs * recentFraction) return 'skipped'
      await job.run(tx, at)
      await tx.query(
        `INSERT INTO periodic_jobs (name, last_run_at) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET last_run_at = EXCLUDED.last_run_at`,
        [job.name, new Date(at).toISOString()],
      )
      return 'ran'
    })
  }

  /** One turn at a time per job in this process: a slow turn is not overlapped by the next. */
  function runTurn(name: string): Promise<PeriodicJobOutcome> {
    const entry = scheduled.get(name)
    if (!entry) return Promise.reject(new Error(`No periodic job named "${name}"`))
    const under = turns.get(name)
    if (under) return under.then(() => 'skipped' as const)
    const started = turn(entry.job, entry.intervalMs).finally(() => turns.delete(name))
    turns.set(name, started)
    return started
  }

  return {
    every(intervalMs, job) {
      if (scheduled.has(job.name)) throw new Error(`The periodic job "${job.name}" runs already`)
      const timer = setInterval(() => {
        if (turns.has(job.name)) return
        runTurn(job.name).catch((error: unknown) =>
          logError(
            `the periodic job "${job.name}" failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
      }, intervalMs)
      // A timer of its own must not keep a process alive that has nothing else to do.
      timer.unref()
      scheduled.set(job.name, { job, intervalMs, timer })
      return async () => {
        const entry = scheduled.get(job.name)
        if (entry?.job !== job) return
        clearInterval(entry.timer)
        await turns.get(job.name)?.catch(() => undefined)
        scheduled.delete(job.name)
      }
    },
    runNow: runTurn,
    async close() {
      for (const { timer } of scheduled.values()) clearInterval(timer)
      await Promise.allSettled([...turns.values()])
      scheduled.clear()
    },
  }
}
