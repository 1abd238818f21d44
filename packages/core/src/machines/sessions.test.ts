import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { InternalError } from '../errors/internal.js'
import type { SmartSession } from '../services/blockchainSchemas.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import { type SessionsContext, sessionsMachine } from './sessions.js'

const start = Date.UTC(2030, 0, 1)
const inSeconds = (seconds: number) => Math.floor(start / 1000) + seconds
const session = (pci: string, changes: Partial<SmartSession> = {}): SmartSession => ({
  pci,
  chainId: 'eip155:1',
  expiry: inSeconds(3600),
  permissions: [],
  revoked: false,
  ...changes,
})

/** The machine with a service that lists `listed()` and a wallet that revokes as `revoke` says. */
function sessionsActor(
  listed: () => Promise<readonly SmartSession[]>,
  revoke: (id: string) => Promise<void> = async () => {},
) {
  const fetchSessions = vi.fn(listed)
  const revokeCalls = vi.fn(revoke)
  const actor = createActor(
    sessionsMachine.provide({
      actors: {
        fetchSessions: fromPromise(() => fetchSessions()),
        revoke: fromPromise(({ input }) => revokeCalls(input.id)),
      },
    }),
  ).start()
  return { actor, fetchSessions, revokeCalls }
}

const list = (actor: ReturnType<typeof sessionsActor>['actor']) =>
  actor.getSnapshot().context.sessions.map((listed) => listed.pci)

describe('sessionsMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(start)
  })
  afterEach(() => vi.useRealTimers())

  it('default: idle with no sessions until asked', () => {
    const { actor, fetchSessions } = sessionsActor(async () => [session('0xaa')])
    expect(actor.getSnapshot().value).toEqual({ list: 'idle', revocation: 'idle' })
    expect(actor.getSnapshot().context.sessions).toEqual([])
    expect(fetchSessions).not.toHaveBeenCalled()
  })

  it('behavior: lists only the sessions in force (not revoked, not expired by its clock)', async () => {
    const { actor } = sessionsActor(async () => [
      session('0xaa'),
      session('0xbb', { revoked: true }),
      session('0xcc', { expiry: inSeconds(-1) }),
    ])
    actor.send({ type: 'sessions.load', address: '0x1' })
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true)
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'loaded' })).toBe(true))
    expect(list(actor)).toEqual(['0xaa'])
    expect(actor.getSnapshot().context.address).toBe('0x1')
  })

  it('behavior: a session leaves the list as it expires', async () => {
    const { actor } = sessionsActor(async () => [
      session('0xaa', { expiry: inSeconds(60) }),
      session('0xbb', { expiry: inSeconds(120) }),
    ])
    actor.send({ type: 'sessions.load', address: '0x1' })
    // Not `vi.waitFor`: it would move the fake clock on.
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'loaded' }))
    expect(list(actor)).toEqual(['0xaa', '0xbb'])
    vi.advanceTimersByTime(59_999)
    expect(list(actor)).toEqual(['0xaa', '0xbb'])
    vi.advanceTimersByTime(1)
    expect(list(actor)).toEqual(['0xbb'])
    vi.advanceTimersByTime(60_000)
    expect(list(actor)).toEqual([])
  })

  it('behavior: a session decades away is waited for in steps, never pruned early', async () => {
    const { actor } = sessionsActor(async () => [session('0xaa', { expiry: inSeconds(1e9) })])
    actor.send({ type: 'sessions.load', address: '0x1' })
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'loaded' }))
    expect(list(actor)).toEqual(['0xaa'])
    // Past setTimeout's longest delay (about 24.8 days): still listed.
    vi.advanceTimersByTime(2 ** 31 + 1000)
    expect(list(actor)).toEqual(['0xaa'])
  })

  it('behavior: Revoke asks the wallet for that session, then lists again', async () => {
    let revoked = false
    const { actor, fetchSessions, revokeCalls } = sessionsActor(async () => [
      session('0xaa', { revoked }),
    ])
    actor.send({ type: 'sessions.load', address: '0x1' })
    await vi.waitFor(() => expect(list(actor)).toEqual(['0xaa']))
    actor.send({ type: 'sessions.revoke', id: '0xaa', namespace: 'eip155' })
    expect(actor.getSnapshot().context.revoking).toBe('0xaa')
    // One at a time: another meanwhile is not taken.
    actor.send({ type: 'sessions.revoke', id: '0xbb', namespace: 'eip155' })
    revoked = true
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'loaded' })).toBe(true))
    expect(revokeCalls.mock.calls).toEqual([['0xaa']])
    expect(fetchSessions).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.revoking).toBeUndefined()
    expect(list(actor)).toEqual([])
  })

  it('errors: a refused revocation keeps the list, says why, and can be tried again', async () => {
    const refused = new Error('User rejected the request')
    const { actor, fetchSessions, revokeCalls } = sessionsActor(
      async () => [session('0xaa')],
      async () => {
        if (revokeCalls.mock.calls.length === 1) throw refused
      },
    )
    actor.send({ type: 'sessions.load', address: '0x1' })
    await vi.waitFor(() => expect(list(actor)).toEqual(['0xaa']))
    actor.send({ type: 'sessions.revoke', id: '0xaa', namespace: undefined })
    await vi.waitFor(() => expect(actor.getSnapshot().context.revokeError).toBe(refused))
    expect(actor.getSnapshot().context.revoking).toBeUndefined()
    expect(list(actor)).toEqual(['0xaa'])
    expect(fetchSessions).toHaveBeenCalledTimes(1)
    // The retry clears the failure and goes to the wallet again.
    actor.send({ type: 'sessions.revoke', id: '0xaa', namespace: undefined })
    expect(actor.getSnapshot().context.revokeError).toBeUndefined()
    await vi.waitFor(() => expect(fetchSessions).toHaveBeenCalledTimes(2))
    expect(revokeCalls).toHaveBeenCalledTimes(2)
  })

  it('errors: without a blockchain service the list is unavailable, not failed', async () => {
    const { actor } = sessionsActor(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'services.blockchainUrl' } })
    })
    actor.send({ type: 'sessions.load', address: '0x1' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'unavailable' })).toBe(true))
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('errors: a failed read says why; loading again reads again', async () => {
    const down = new Error('service down')
    let fails = true
    const { actor } = sessionsActor(async () => {
      if (fails) throw down
      return [session('0xaa')]
    })
    actor.send({ type: 'sessions.load', address: '0x1' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true))
    expect(actor.getSnapshot().context.error).toBe(down)
    fails = false
    actor.send({ type: 'sessions.load', address: '0x1' })
    await vi.waitFor(() => expect(list(actor)).toEqual(['0xaa']))
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(sessionsMachine, {
      input: { now: () => start },
      events: [
        { type: 'sessions.load', address: '0x1' },
        { type: 'sessions.revoke', id: '0xaa', namespace: 'eip155' },
        { type: 'sessions.reload' },
        { type: 'xstate.done.actor.fetchSessions', output: [session('0xaa')] },
        { type: 'xstate.done.actor.fetchSessions', output: [] },
        { type: 'xstate.error.actor.fetchSessions', error: new Error('down') },
        {
          type: 'xstate.error.actor.fetchSessions',
          error: new InternalError('NOT_PROVIDED', { values: { name: 'x' } }),
        },
        { type: 'xstate.done.actor.revoke' },
        { type: 'xstate.error.actor.revoke', error: new Error('refused') },
        { type: 'xstate.after.nextExpiry.sessions.list.loaded' },
      ],
      serializeContext: (context: SessionsContext) => [
        context.sessions.length,
        context.revoking,
        Boolean(context.error),
        Boolean(context.revokeError),
      ],
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
