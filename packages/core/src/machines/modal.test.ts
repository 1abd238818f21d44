import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { MODAL_SHAKE_MS } from '../constants/time.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  closeBlocked,
  type ModalCloseFacts,
  type ModalContext,
  type ModalEvent,
  type ModalInput,
  type ModalOpenFacts,
  type ModalOpenOptions,
  modalMachine,
} from './modal.js'

function start(input: ModalInput = {}) {
  const resetRouter = vi.fn()
  const switchNamespace = vi.fn()
  const closed = vi.fn()
  const track = vi.fn()
  const actor = createActor(
    modalMachine.provide({
      actions: {
        resetRouter: (_, params) => resetRouter(params),
        switchNamespace: (_, params) => switchNamespace(params),
        closed,
        track: (_, params) => track(params),
      },
    }),
    { input },
  ).start()
  return { actor, resetRouter, switchNamespace, closed, track }
}

const disconnected: ModalOpenFacts = { connected: false, activeNamespace: 'eip155' }
const connected: ModalOpenFacts = { connected: true, activeNamespace: 'eip155' }
function open(options: ModalOpenOptions = {}, facts: ModalOpenFacts = disconnected): ModalEvent {
  return { type: 'modal.open', options, facts }
}
function close(facts: Partial<ModalCloseFacts> = {}): ModalEvent {
  return {
    type: 'modal.close',
    facts: { connected: false, view: 'Connect', hasSiwxSessions: false, ...facts },
  }
}

describe('modalMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: starts closed and not loading', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.loading).toBe(false)
  })

  describe('opening', () => {
    it('behavior: opens at Connect when disconnected, and tracks MODAL_OPEN', () => {
      const { actor, resetRouter, track } = start()
      actor.send(open())
      expect(actor.getSnapshot().matches('open')).toBe(true)
      expect(resetRouter).toHaveBeenCalledWith({ view: 'Connect' })
      expect(track).toHaveBeenCalledWith({ event: 'MODAL_OPEN', connected: false })
    })

    it('behavior: opens at Account when connected', () => {
      const { actor, resetRouter, track } = start()
      actor.send(open({}, connected))
      expect(resetRouter).toHaveBeenCalledWith({ view: 'Account' })
      expect(track).toHaveBeenCalledWith({ event: 'MODAL_OPEN', connected: true })
    })

    it('behavior: a requested view wins over Account', () => {
      const { actor, resetRouter } = start()
      actor.send(open({ view: 'Swap', data: { amount: '1' } }, connected))
      expect(resetRouter).toHaveBeenCalledWith({ view: 'Swap', data: { amount: '1' } })
    })

    it('behavior: without adapters opens ConnectingWalletConnectBasic on desktop', () => {
      const { actor, resetRouter } = start({ noAdapters: true })
      actor.send(open({ view: 'Connect' }))
      expect(resetRouter).toHaveBeenCalledWith({ view: 'ConnectingWalletConnectBasic' })
    })

    it('behavior: without adapters opens AllWallets on mobile', () => {
      const { actor, resetRouter } = start({ noAdapters: true, mobile: true })
      actor.send(open())
      expect(resetRouter).toHaveBeenCalledWith({ view: 'AllWallets' })
    })

    it('behavior: without adapters but connected opens Account', () => {
      const { actor, resetRouter } = start({ noAdapters: true })
      actor.send(open({}, connected))
      expect(resetRouter).toHaveBeenCalledWith({ view: 'Account' })
    })

    it('behavior: manual wallet-connection control opens the WalletConnect view even when connected', () => {
      const { actor, resetRouter } = start({ manualControl: true })
      actor.send(open({}, connected))
      expect(resetRouter).toHaveBeenCalledWith({ view: 'ConnectingWalletConnectBasic' })
    })

    it('behavior: another namespace starts a network switch instead of routing', () => {
      const { actor, resetRouter, switchNamespace } = start()
      actor.send(open({ namespace: 'solana' }))
      expect(switchNamespace).toHaveBeenCalledWith({ namespace: 'solana' })
      expect(resetRouter).not.toHaveBeenCalled()
      expect(actor.getSnapshot().matches('open')).toBe(true)
    })

    it('behavior: the active namespace opens normally', () => {
      const { actor, resetRouter, switchNamespace } = start()
      actor.send(open({ namespace: 'eip155' }))
      expect(switchNamespace).not.toHaveBeenCalled()
      expect(resetRouter).toHaveBeenCalledWith({ view: 'Connect' })
    })
  })

  describe('closing', () => {
    it('behavior: resets to Connect, clears loading and tracks MODAL_CLOSE', () => {
      const { actor, resetRouter, track } = start()
      actor.send(open({}, connected))
      actor.send({ type: 'modal.setLoading', loading: true })
      expect(actor.getSnapshot().context.loading).toBe(true)
      actor.send(close({ connected: true, view: 'Account' }))
      expect(actor.getSnapshot().value).toBe('closed')
      expect(resetRouter).toHaveBeenLastCalledWith({ view: 'Connect' })
      expect(actor.getSnapshot().context.loading).toBe(false)
      expect(track).toHaveBeenLastCalledWith({ event: 'MODAL_CLOSE', connected: true })
    })

    it('behavior: in embedded mode shows Account when connected', () => {
      const { actor, resetRouter } = start({ embedded: true })
      actor.send(open({}, connected))
      actor.send(close({ connected: true, view: 'Account' }))
      expect(resetRouter).toHaveBeenLastCalledWith({ view: 'Account' })
    })

    it('behavior: in embedded mode shows Connect when disconnected', () => {
      const { actor, resetRouter } = start({ embedded: true })
      actor.send(open({ view: 'AllWallets' }))
      actor.send(close({ view: 'AllWallets' }))
      expect(resetRouter).toHaveBeenLastCalledWith({ view: 'Connect' })
    })

    it('behavior: reports the close once, after resetting the router', () => {
      const { actor, closed, resetRouter } = start()
      actor.send(open())
      actor.send(close())
      expect(closed).toHaveBeenCalledTimes(1)
      expect(resetRouter.mock.invocationCallOrder.at(-1)).toBeLessThan(
        closed.mock.invocationCallOrder[0] ?? 0,
      )
      actor.send(close())
      expect(closed).toHaveBeenCalledTimes(1)
    })

    it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)(
      'behavior: disabled on %s while SIWX is required without sessions; shakes 500 ms',
      (view) => {
        const { actor, track, closed } = start({ siwxRequired: true })
        actor.send(open())
        actor.send(close({ view }))
        expect(closed).not.toHaveBeenCalled()
        expect(actor.getSnapshot().value).toEqual({ open: 'shaking' })
        expect(track).not.toHaveBeenCalledWith(expect.objectContaining({ event: 'MODAL_CLOSE' }))
        vi.advanceTimersByTime(MODAL_SHAKE_MS - 1)
        expect(actor.getSnapshot().value).toEqual({ open: 'shaking' })
        vi.advanceTimersByTime(1)
        expect(actor.getSnapshot().value).toEqual({ open: 'still' })
      },
    )

    it('behavior: allowed on SIWXSignMessage once a session exists', () => {
      const { actor } = start({ siwxRequired: true })
      actor.send(open())
      actor.send(close({ view: 'SIWXSignMessage', hasSiwxSessions: true }))
      expect(actor.getSnapshot().value).toBe('closed')
    })

    it('behavior: allowed on SIWXSignMessage when SIWX is optional', () => {
      const { actor } = start()
      actor.send(open())
      actor.send(close({ view: 'SIWXSignMessage' }))
      expect(actor.getSnapshot().value).toBe('closed')
    })

    it('behavior: allowed on other views while SIWX is required', () => {
      const { actor } = start({ siwxRequired: true })
      actor.send(open())
      actor.send(close({ view: 'Account' }))
      expect(actor.getSnapshot().value).toBe('closed')
    })
  })

  it('behavior: a shake restarts its 500 ms on a second shake', () => {
    const { actor } = start()
    actor.send(open())
    actor.send({ type: 'modal.shake' })
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 100)
    actor.send({ type: 'modal.shake' })
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 1)
    expect(actor.getSnapshot().value).toEqual({ open: 'shaking' })
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toEqual({ open: 'still' })
  })

  it('behavior: closeBlocked is the one closing rule (the guard and a UI read it)', () => {
    const facts = { siwxRequired: true, hasSiwxSessions: false }
    expect(closeBlocked({ ...facts, view: 'SIWXSignMessage' })).toBe(true)
    expect(closeBlocked({ ...facts, view: 'ApproveTransaction' })).toBe(true)
    expect(closeBlocked({ ...facts, view: 'Account' })).toBe(false)
    expect(closeBlocked({ ...facts, view: 'SIWXSignMessage', hasSiwxSessions: true })).toBe(false)
    expect(closeBlocked({ ...facts, view: 'SIWXSignMessage', siwxRequired: false })).toBe(false)
  })

  it('behavior: closing a closed modal does nothing', () => {
    const { actor, track } = start()
    actor.send(close())
    expect(actor.getSnapshot().value).toBe('closed')
    expect(track).not.toHaveBeenCalled()
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(modalMachine, {
      input: { siwxRequired: true },
      events: [
        open(),
        open({ view: 'Swap' }, connected),
        open({ namespace: 'solana' }),
        close(),
        close({ view: 'SIWXSignMessage' }),
        { type: 'modal.shake' },
        { type: 'modal.setLoading', loading: true },
      ],
      serializeContext: (context: ModalContext) => context,
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
