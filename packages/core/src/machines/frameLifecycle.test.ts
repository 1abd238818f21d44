import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_AFTER_LOAD_MS,
  FRAME_READY_DELAY_MS,
} from '../constants/time.js'
import { FrameError } from '../errors/frame.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import { type FrameLifecycleContext, frameLifecycleMachine } from './frameLifecycle.js'

function start() {
  const reloadFrame = vi.fn()
  const showAlert = vi.fn()
  const actor = createActor(
    frameLifecycleMachine.provide({ actions: { reloadFrame, showAlert } }),
    {
      input: {},
    },
  ).start()
  const state = () => actor.getSnapshot().value
  return { actor, state, reloadFrame, showAlert }
}

describe('frameLifecycleMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: created, no version, no error', () => {
    const { actor, state } = start()
    expect(state()).toBe('created')
    expect(actor.getSnapshot().context).toEqual({ version: undefined, error: undefined })
  })

  it('behavior: created does not time out before the frame is inserted', () => {
    const { state } = start()
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS * 2)
    expect(state()).toBe('created')
  })

  it('behavior: ready on FRAME_READY, initialised 500 ms later', () => {
    const { actor, state } = start()
    actor.send({ type: 'frame.load' })
    actor.send({ type: 'frame.ready', version: '4' })
    expect(state()).toBe('ready')
    expect(actor.getSnapshot().context.version).toBe('4')
    vi.advanceTimersByTime(FRAME_READY_DELAY_MS - 1)
    expect(state()).toBe('ready')
    vi.advanceTimersByTime(1)
    expect(state()).toBe('initialised')
  })

  it('behavior: no ready within 20000 ms fails with LOAD_FAILED and the alert', () => {
    const { actor, state, showAlert } = start()
    actor.send({ type: 'frame.load' })
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1)
    expect(state()).toBe('loading')
    expect(showAlert).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(state()).toBe('failed')
    const { error } = actor.getSnapshot().context
    expect(error).toBeInstanceOf(FrameError)
    expect(error?.message).toBe('Unable to load email login dependency')
    expect(showAlert.mock.calls[0]?.[1]).toEqual({ alert: 'IFRAME_LOAD_FAILED' })
  })

  it('behavior: a page that loaded and reports no ready within 2000 ms fails with LOAD_FAILED and the alert', () => {
    const { actor, state, showAlert } = start()
    actor.send({ type: 'frame.load' })
    vi.advanceTimersByTime(300)
    // The browser's error page of a server that is down loads at once.
    actor.send({ type: 'frame.pageLoaded' })
    expect(state()).toBe('pageLoaded')
    vi.advanceTimersByTime(FRAME_READY_AFTER_LOAD_MS - 1)
    expect(state()).toBe('pageLoaded')
    expect(showAlert).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(state()).toBe('failed')
    expect(actor.getSnapshot().context.error?.message).toBe('Unable to load email login dependency')
    expect(showAlert.mock.calls[0]?.[1]).toEqual({ alert: 'IFRAME_LOAD_FAILED' })
  })

  it('behavior: a site the frame’s server does not verify fails at once with UNVERIFIED_DOMAIN and its alert, loading or loaded', () => {
    for (const loaded of [false, true]) {
      const { actor, state, showAlert } = start()
      actor.send({ type: 'frame.load' })
      if (loaded) actor.send({ type: 'frame.pageLoaded' })
      actor.send({ type: 'frame.unverifiedDomain' })
      expect(state()).toBe('failed')
      const { error } = actor.getSnapshot().context
      expect(error?.code).toBe('UNVERIFIED_DOMAIN')
      expect(error?.message).toBe('Unverified Domain')
      expect(showAlert.mock.calls.map(([, params]) => params)).toEqual([
        { alert: 'UNVERIFIED_DOMAIN' },
      ])
      // No later load-failed alert on top of it.
      vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS)
      expect(showAlert).toHaveBeenCalledTimes(1)
    }
  })

  it('behavior: a ready report that arrives after the page load is taken', () => {
    const { actor, state, showAlert } = start()
    actor.send({ type: 'frame.load' })
    actor.send({ type: 'frame.pageLoaded' })
    vi.advanceTimersByTime(FRAME_READY_AFTER_LOAD_MS - 1)
    actor.send({ type: 'frame.ready', version: '4' })
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS)
    expect(state()).toBe('initialised')
    expect(actor.getSnapshot().context.version).toBe('4')
    expect(showAlert).not.toHaveBeenCalled()
  })

  it('behavior: a reload after the error page loads the frame again; its ready report initialises it', () => {
    const { actor, state, reloadFrame } = start()
    actor.send({ type: 'frame.load' })
    actor.send({ type: 'frame.pageLoaded' })
    vi.advanceTimersByTime(FRAME_READY_AFTER_LOAD_MS)
    actor.send({ type: 'frame.reload' })
    expect(reloadFrame).toHaveBeenCalledTimes(1)
    expect(state()).toBe('loading')
    actor.send({ type: 'frame.ready', version: '4' })
    actor.send({ type: 'frame.pageLoaded' })
    vi.advanceTimersByTime(FRAME_READY_DELAY_MS)
    expect(state()).toBe('initialised')
  })

  it('behavior: ready in time cancels the load timeout', () => {
    const { actor, state, showAlert } = start()
    actor.send({ type: 'frame.load' })
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1)
    actor.send({ type: 'frame.ready' })
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS)
    expect(state()).toBe('initialised')
    expect(showAlert).not.toHaveBeenCalled()
  })

  it('behavior: reload retries from failed with a fresh timeout', () => {
    const { actor, state, reloadFrame } = start()
    actor.send({ type: 'frame.load' })
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS)
    actor.send({ type: 'frame.reload' })
    expect(reloadFrame).toHaveBeenCalledTimes(1)
    expect(state()).toBe('loading')
    expect(actor.getSnapshot().context.error).toBeUndefined()
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1)
    expect(state()).toBe('loading')
    vi.advanceTimersByTime(1)
    expect(state()).toBe('failed')
  })

  it('behavior: a late ready report still recovers', () => {
    const { actor, state } = start()
    actor.send({ type: 'frame.load' })
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS)
    actor.send({ type: 'frame.ready', version: '4' })
    expect(state()).toBe('ready')
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('behavior: a second load while loading keeps the first timeout', () => {
    const { actor, state } = start()
    actor.send({ type: 'frame.load' })
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1)
    actor.send({ type: 'frame.load' })
    vi.advanceTimersByTime(1)
    expect(state()).toBe('failed')
  })

  it('behavior: reload is ignored unless the load failed', () => {
    const { actor, state, reloadFrame } = start()
    actor.send({ type: 'frame.reload' })
    actor.send({ type: 'frame.load' })
    actor.send({ type: 'frame.reload' })
    expect(state()).toBe('loading')
    actor.send({ type: 'frame.ready' })
    vi.advanceTimersByTime(FRAME_READY_DELAY_MS)
    actor.send({ type: 'frame.reload' })
    expect(state()).toBe('initialised')
    expect(reloadFrame).not.toHaveBeenCalled()
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(frameLifecycleMachine, {
      input: {},
      events: [
        { type: 'frame.load' },
        { type: 'frame.pageLoaded' },
        { type: 'frame.ready', version: '4' },
        { type: 'frame.reload' },
        { type: 'frame.unverifiedDomain' },
      ],
      serializeContext: (context: FrameLifecycleContext) => ({
        version: context.version,
        error: context.error?.code,
      }),
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
