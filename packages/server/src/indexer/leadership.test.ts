import type { AdvisoryLock, Database } from '@latch/database'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createLeadership, defaultLeaderRetryMs, type Leadership } from './leadership.js'

/**
 * One advisory lock shared by the "processes" of a test, as PostgreSQL holds it: taken by one
 * session at a time, freed when released or when its session is ended (`endSession`).
 */
function lockServer() {
  let holder: { onLost?: ((error: Error) => void) | undefined; alive: boolean } | undefined
  let reachable = true
  const server = {
    tries: 0,
    get held() {
      return holder !== undefined
    },
    set reachable(value: boolean) {
      reachable = value
    },
    /** The holder's session ends from the server's side (its process killed). */
    endSession() {
      const ended = holder
      holder = undefined
      ended?.onLost?.(new Error('terminating connection due to administrator command'))
    },
    /** The holder's connection stops answering, without ending. */
    hangSession() {
      if (holder) holder.alive = false
    },
    database(): Pick<Database, 'tryAdvisoryLock'> {
      return {
        async tryAdvisoryLock(_name, onLost) {
          server.tries++
          if (!reachable) throw new Error('connect ECONNREFUSED')
          if (holder) return undefined
          const mine = { onLost, alive: true }
          holder = mine
          const lock: AdvisoryLock = {
            check: async () => holder === mine && mine.alive,
            release: async () => {
              if (holder === mine) holder = undefined
            },
          }
          return lock
        },
      }
    },
  }
  return server
}

function peer(server: ReturnType<typeof lockServer>, retryMs?: number) {
  const events: string[] = []
  const log: string[] = []
  const leadership = createLeadership({
    database: server.database(),
    name: 'latch_indexer',
    retryMs,
    lead: () => events.push('lead'),
    follow: async () => {
      events.push('follow')
    },
    log: (message) => log.push(message),
  })
  return { leadership, events, log }
}

let running: Leadership[] = []
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(async () => {
  await Promise.all(running.map((leadership) => leadership.stop()))
  running = []
  vi.useRealTimers()
})
function started<T extends { leadership: Leadership }>(value: T): T {
  running.push(value.leadership)
  return value
}

describe('createLeadership', () => {
  test('default: the first process leads at once, the second follows; stop lets the lock go', async () => {
    const server = lockServer()
    const first = started(peer(server))
    const second = started(peer(server))
    await first.leadership.start()
    await second.leadership.start()
    expect([first.leadership.leading, second.leadership.leading]).toEqual([true, false])
    expect(first.events).toEqual(['lead'])
    expect(first.log).toEqual(['leading'])
    expect(second.log).toEqual([
      'another process leads; this one follows and takes over if it stops',
    ])
    await first.leadership.stop()
    expect(first.events).toEqual(['lead', 'follow'])
    expect(first.leadership.leading).toBe(false)
    expect(server.held).toBe(false)
  })

  test('behavior: a follower takes over within retryMs of the leader’s process dying', async () => {
    const server = lockServer()
    const leader = started(peer(server))
    const follower = started(peer(server))
    await leader.leadership.start()
    await follower.leadership.start()
    // Followers keep trying, quietly.
    await vi.advanceTimersByTimeAsync(defaultLeaderRetryMs * 3)
    expect(follower.log).toHaveLength(1)
    expect(follower.leadership.leading).toBe(false)

    // The leader's process is killed: its session ends and the server frees the lock; it tries
    // no more.
    server.endSession()
    await leader.leadership.stop()
    expect(leader.events).toEqual(['lead', 'follow'])
    // The follower's next try is one interval after its last.
    await vi.advanceTimersByTimeAsync(defaultLeaderRetryMs - 1)
    expect(follower.leadership.leading).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(follower.leadership.leading).toBe(true)
    expect(follower.events).toEqual(['lead'])
    expect(follower.log.at(-1)).toBe('leading')
  })

  test('parameters: retryMs sets how soon a follower tries again', async () => {
    const server = lockServer()
    const leader = started(peer(server))
    const follower = started(peer(server, 100))
    await leader.leadership.start()
    await follower.leadership.start()
    await leader.leadership.stop()
    expect(follower.leadership.leading).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    expect(follower.leadership.leading).toBe(true)
  })

  test('behavior: a leader whose session ended stops its work, then tries again', async () => {
    const server = lockServer()
    const only = started(peer(server, 100))
    await only.leadership.start()
    server.endSession()
    await vi.advanceTimersByTimeAsync(0)
    expect(only.leadership.leading).toBe(false)
    expect(only.events).toEqual(['lead', 'follow'])
    expect(only.log[1]).toBe(
      'lost the lead (its database connection ended: terminating connection due to administrator command); following, and trying again every 100 ms',
    )
    // Nobody else holds it: it leads again at its next try.
    await vi.advanceTimersByTimeAsync(100)
    expect(only.leadership.leading).toBe(true)
    expect(only.events).toEqual(['lead', 'follow', 'lead'])
  })

  test('behavior: a leader whose connection stops answering steps down at its next check', async () => {
    const server = lockServer()
    const leader = started(peer(server, 100))
    const follower = started(peer(server, 100))
    await leader.leadership.start()
    await follower.leadership.start()
    server.hangSession()
    await vi.advanceTimersByTimeAsync(100)
    expect(leader.leadership.leading).toBe(false)
    expect(leader.events).toEqual(['lead', 'follow'])
    expect(leader.log.at(-1)).toMatch(/^lost the lead \(its database connection does not answer\)/)
    // Its lock went with the release; the follower (or the old leader) leads next.
    await vi.advanceTimersByTimeAsync(100)
    expect([leader.leadership.leading, follower.leadership.leading].filter(Boolean)).toHaveLength(1)
  })

  test('behavior: an unreachable database is said once, and the lead is taken when it answers', async () => {
    const server = lockServer()
    server.reachable = false
    const only = started(peer(server, 100))
    await only.leadership.start()
    await vi.advanceTimersByTimeAsync(300)
    expect(server.tries).toBe(4)
    expect(only.log).toEqual([
      'cannot reach the database to take the lead (Error: connect ECONNREFUSED); trying again',
    ])
    server.reachable = true
    await vi.advanceTimersByTimeAsync(100)
    expect(only.leadership.leading).toBe(true)
    expect(only.log.at(-1)).toBe('leading')
  })

  test('behavior: after stop it tries no more', async () => {
    const server = lockServer()
    const only = started(peer(server, 100))
    await only.leadership.start()
    await only.leadership.stop()
    const tries = server.tries
    await vi.advanceTimersByTimeAsync(1_000)
    expect(server.tries).toBe(tries)
    expect(server.held).toBe(false)
  })
})
