import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { SNACKBAR_AUTO_CLOSE_MS, SNACKBAR_SWAP_MS } from '../constants/time.js'
import { snackbars } from '../errors/snackbars.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import { type Snackbar, type SnackbarContext, snackbarMachine } from './snackbar.js'

const loading: Snackbar = { message: 'Signing', variant: 'loading', autoClose: false }
const failed: Snackbar = { ...snackbars.TOKEN_BALANCE_UNAVAILABLE, autoClose: true }
const done: Snackbar = { message: 'Copied', variant: 'success', autoClose: true }

describe('snackbarMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: hidden with no message', () => {
    const actor = createActor(snackbarMachine).start()
    expect(actor.getSnapshot().value).toBe('hidden')
    expect(actor.getSnapshot().context.current).toBeUndefined()
  })

  it('behavior: shows a message at once when none is open', () => {
    const actor = createActor(snackbarMachine).start()
    actor.send({ type: 'snackbar.show', snackbar: loading })
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.current).toEqual(loading)
  })

  it('behavior: a new message replaces an open one after 150 ms', () => {
    const actor = createActor(snackbarMachine).start()
    actor.send({ type: 'snackbar.show', snackbar: loading })
    actor.send({ type: 'snackbar.show', snackbar: failed })
    expect(actor.getSnapshot().value).toBe('swapping')
    vi.advanceTimersByTime(SNACKBAR_SWAP_MS - 1)
    expect(actor.getSnapshot().context.current).toEqual(loading)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.current).toEqual(failed)
  })

  it('behavior: during a swap the newest message wins and the delay is not restarted', () => {
    const actor = createActor(snackbarMachine).start()
    actor.send({ type: 'snackbar.show', snackbar: loading })
    actor.send({ type: 'snackbar.show', snackbar: failed })
    vi.advanceTimersByTime(SNACKBAR_SWAP_MS - 50)
    actor.send({ type: 'snackbar.show', snackbar: done })
    vi.advanceTimersByTime(50)
    expect(actor.getSnapshot().context.current).toEqual(done)
  })

  it('behavior: auto-closing messages hide after 3 s', () => {
    const actor = createActor(snackbarMachine).start()
    actor.send({ type: 'snackbar.show', snackbar: done })
    vi.advanceTimersByTime(SNACKBAR_AUTO_CLOSE_MS - 1)
    expect(actor.getSnapshot().value).toBe('open')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('hidden')
  })

  it('behavior: loading messages stay until hidden', () => {
    const actor = createActor(snackbarMachine).start()
    actor.send({ type: 'snackbar.show', snackbar: loading })
    vi.advanceTimersByTime(SNACKBAR_AUTO_CLOSE_MS * 10)
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'snackbar.hide' })
    expect(actor.getSnapshot().value).toBe('hidden')
  })

  it('behavior: hiding during a swap drops the queued message', () => {
    const actor = createActor(snackbarMachine).start()
    actor.send({ type: 'snackbar.show', snackbar: loading })
    actor.send({ type: 'snackbar.show', snackbar: failed })
    actor.send({ type: 'snackbar.hide' })
    vi.advanceTimersByTime(SNACKBAR_SWAP_MS)
    expect(actor.getSnapshot().value).toBe('hidden')
    expect(actor.getSnapshot().context.next).toBeUndefined()
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(snackbarMachine, {
      events: [
        { type: 'snackbar.show', snackbar: loading },
        { type: 'snackbar.show', snackbar: done },
        { type: 'snackbar.hide' },
      ],
      serializeContext: (context: SnackbarContext) => [context.current?.message, context.next],
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
