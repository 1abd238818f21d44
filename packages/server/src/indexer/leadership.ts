import type { AdvisoryLock, Database } from '@latch/database'

export type CreateLeadershipParameters = {
  database: Pick<Database, 'tryAdvisoryLock'>
  /** The advisory lock's name: one leader per name among the processes on one database schema. */
  name: string
  /**
   * How often a follower tries to take the lead, and a leader checks that its lock's connection
   * still answers; 1500 ms by default, so a killed leader is replaced within about that.
   */
  retryMs?: number | undefined
  /** This process took the lead: start the work only the leader does. */
  lead(): void
  /** It lost the lead: stop that work (resolves once it stopped). */
  follow(): Promise<void>
  /** Where the changes of leadership are told; `console.info` by default. */
  log?: ((message: string) => void) | undefined
}

/** A work that one process at a time does, among processes that share a database. */
export type Leadership = {
  /** Whether this process leads now. */
  readonly leading: boolean
  /** Tries to take the lead, then again every `retryMs`: resolves after the first try. */
  start(): Promise<void>
  /** Stops trying, stops the work when it leads, and lets the lock go. */
  stop(): Promise<void>
}

export const defaultLeaderRetryMs = 1_500

/**
 * The leader among processes on one database, by a session-level advisory lock
 * (`Database.tryAdvisoryLock`): the process that holds it does the work (`lead`); the others try
 * again every `retryMs`. The lock goes with its session, so when the leader's process is killed
 * or its connection is lost, another takes over at its next try, and a leader whose connection
 * ended or stops answering stops the work (`follow`) and becomes a follower. With PGlite (one
 * process) the process always leads.
 *
 * @example
 * const leadership = createLeadership({
 *   database,
 *   name: 'latch_indexer',
 *   lead: () => indexer.start(2000),
 *   follow: () => indexer.stop(),
 * })
 * await leadership.start()
 */
export function createLeadership(parameters: CreateLeadershipParameters): Leadership {
  const { database, name, lead, follow } = parameters
  const retryMs = parameters.retryMs ?? defaultLeaderRetryMs
  const log = parameters.log ?? ((message: string) => console.info(message))
  let lock: AdvisoryLock | undefined
  let started = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let attempt: Promise<void> | undefined
  // The work a lost lead leaves, stopping: the lead is taken again only once it stopped.
  let stepping: Promise<void> | undefined
  // Said once per streak, not at every try.
  let followingSaid = false
  let failingSaid = false

  function loseLead(held: AdvisoryLock, reason: string): Promise<void> {
    if (lock !== held) return stepping ?? Promise.resolve()
    lock = undefined
    followingSaid = true
    log(`lost the lead (${reason}); following, and trying again every ${retryMs} ms`)
    stepping = (async () => {
      try {
        await follow()
      } catch (error) {
        log(`failed to stop the leader's work: ${String(error)}`)
      }
      await held.release()
      stepping = undefined
    })()
    return stepping
  }

  async function takeLead(): Promise<void> {
    let held: AdvisoryLock | undefined
    try {
      held = await database.tryAdvisoryLock(name, (error) => {
        if (held) void loseLead(held, `its database connection ended: ${error.message}`)
      })
      failingSaid = false
    } catch (error) {
      if (!failingSaid) {
        failingSaid = true
        log(`cannot reach the database to take the lead (${String(error)}); trying again`)
      }
      return
    }
    if (!held) {
      if (!followingSaid) {
        followingSaid = true
        log('another process leads; this one follows and takes over if it stops')
      }
      return
    }
    if (stopped) {
      await held.release()
      return
    }
    lock = held
    followingSaid = false
    log('leading')
    lead()
  }

  async function attemptOnce(): Promise<void> {
    await stepping
    const held = lock
    if (!held) return takeLead()
    if (!(await held.check())) await loseLead(held, 'its database connection does not answer')
  }

  function schedule(): void {
    timer = setTimeout(() => {
      attempt = attemptOnce()
        .catch((error: unknown) => log(`leadership check failed: ${String(error)}`))
        .finally(() => {
          attempt = undefined
          if (!stopped) schedule()
        })
    }, retryMs)
    timer.unref?.()
  }

  return {
    get leading() {
      return lock !== undefined
    },
    async start() {
      if (started) return
      started = true
      attempt = attemptOnce().finally(() => {
        attempt = undefined
      })
      await attempt
      if (!stopped) schedule()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await attempt
      await stepping
      const held = lock
      if (!held) return
      lock = undefined
      await follow()
      await held.release()
    },
  }
}
