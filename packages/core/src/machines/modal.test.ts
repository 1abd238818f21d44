import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { MODAL_SHAKE_MS } from '../constants/time.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import { type ModalContext, type ModalInput, modalMachine } from './modal.js'

function start(input: ModalInput = {}) {
  const resetRouter = vi.fn()
  const switchNamespace = vi.fn()
  const rejectWalletRequests = vi.fn()
  const track = vi.fn()
  const actor = createActor(
    modalMachine.provide({
      actions: {
        resetRouter: (_, params) => resetRouter(params),
        switchNamespace: (_, params) => switchNamespace(params),
        rejectWalletRequests,
        track: (_, params) => track(params),
      },
    }),
    { input },
  ).start()
  return { actor, resetRouter, switchNamespace, rejectWalletRequests, track }
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
      actor.send({ type: 'modal.open' })
      expect(actor.getSnapshot().matches('open')).toBe(true)
      expect(resetRouter).toHaveBeenCalledWith({ view: 'Connect' })
      expect(track).toHaveBeenCalledWith({ event: 'MODAL_OPEN', connected: false })
    })

    it('behavior: opens at Account when connected', () => {
      const { actor, resetRouter, track } = start({ connected: true })
      actor.send({ type: 'modal.open' })
      expect(resetRouter).toHaveBeenCalledWith({ view: 'Account' })
      expect(track).toHaveBeenCalledWith({ event: 'MODAL_OPEN', connected: true })
    })

    it('behavior: a requested view wins over Account', () => {
      const { actor, resetRouter } = start({ connected: true })
      actor.send({ type: 'modal.open', view: 'Swap', data: { amount: '1' } })
      expect(resetRouter).toHaveBeenCalledWith({ view: 'Swap', data: { amount: '1' } })
    })

    it('behavior: without adapters opens ConnectingWalletConnectBasic on desktop', () => {
      const { actor, resetRouter } = start({ noAdapters: true })
      actor.send({ type: 'modal.open', view: 'Connect' })
      expect(resetRouter).toHaveBeenCalledWith({ view: 'ConnectingWalletConnectBasic' })
    })

    it('behavior: without adapters opens AllWallets on mobile', () => {
      const { actor, resetRouter } = start({ noAdapters: true, mobile: true })
      actor.send({ type: 'modal.open' })
      expect(resetRouter).toHaveBeenCalledWith({ view: 'AllWallets' })
    })

    it('behavior: without adapters but connected opens Account', () => {
      const { actor, resetRouter } = start({ noAdapters: true, connected: true })
      actor.send({ type: 'modal.open' })
      expect(resetRouter).toHaveBeenCalledWith({ view: 'Account' })
    })

    it('behavior: manual wallet-connection control opens the WalletConnect view even when connected', () => {
      const { actor, resetRouter } = start({ manualControl: true, connected: true })
      actor.send({ type: 'modal.open' })
      expect(resetRouter).toHaveBeenCalledWith({ view: 'ConnectingWalletConnectBasic' })
    })

    it('behavior: another namespace starts a network switch instead of routing', () => {
      const { actor, resetRouter, switchNamespace } = start({ activeNamespace: 'eip155' })
      actor.send({ type: 'modal.open', namespace: 'solana' })
      expect(switchNamespace).toHaveBeenCalledWith({ namespace: 'solana' })
      expect(resetRouter).not.toHaveBeenCalled()
      expect(actor.getSnapshot().matches('open')).toBe(true)
    })

    it('behavior: the active namespace opens normally', () => {
      const { actor, resetRouter, switchNamespace } = start({ activeNamespace: 'eip155' })
      actor.send({ type: 'modal.open', namespace: 'eip155' })
      expect(switchNamespace).not.toHaveBeenCalled()
      expect(resetRouter).toHaveBeenCalledWith({ view: 'Connect' })
    })
  })

  describe('closing', () => {
    it('behavior: resets to Connect, clears loading and tracks MODAL_CLOSE', () => {
      const { actor, resetRouter, track } = start({ connected: true })
      actor.send({ type: 'modal.open' })
      actor.send({ type: 'modal.setLoading', loading: true })
      expect(actor.getSnapshot().context.loading).toBe(true)
      actor.send({ type: 'modal.close' })
      expect(actor.getSnapshot().value).toBe('closed')
      expect(resetRouter).toHaveBeenLastCalledWith({ view: 'Connect' })
      expect(actor.getSnapshot().context.loading).toBe(false)
      expect(track).toHaveBeenLastCalledWith({ event: 'MODAL_CLOSE', connected: true })
    })

    it('behavior: in embedded mode shows Account when connected', () => {
      const { actor, resetRouter } = start({ embedded: true, connected: true })
      actor.send({ type: 'modal.open' })
      actor.send({ type: 'modal.close' })
      expect(resetRouter).toHaveBeenLastCalledWith({ view: 'Account' })
    })

    it('behavior: in embedded mode shows Connect when disconnected', () => {
      const { actor, resetRouter } = start({ embedded: true })
      actor.send({ type: 'modal.open', view: 'AllWallets' })
      actor.send({ type: 'modal.close' })
      expect(resetRouter).toHaveBeenLastCalledWith({ view: 'Connect' })
    })

    it('behavior: with an empty transaction stack rejects open wallet requests', () => {
      const { actor, rejectWalletRequests } = start()
      actor.send({ type: 'modal.open' })
      actor.send({ type: 'modal.close' })
      expect(rejectWalletRequests).toHaveBeenCalledTimes(1)
    })

    it('behavior: with a stacked approval keeps the wallet requests', () => {
      const { actor, rejectWalletRequests } = start({ transactionStackEmpty: false })
      actor.send({ type: 'modal.open' })
      actor.send({ type: 'modal.close' })
      expect(actor.getSnapshot().value).toBe('closed')
      expect(rejectWalletRequests).not.toHaveBeenCalled()
    })

    it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)(
      'behavior: disabled on %s while SIWX is required without sessions; shakes 500 ms',
      (view) => {
        const { actor, track } = start({ siwxRequired: true })
        actor.send({ type: 'modal.open' })
        actor.send({ type: 'modal.sync', facts: { view } })
        actor.send({ type: 'modal.close' })
        expect(actor.getSnapshot().value).toEqual({ open: 'shaking' })
        expect(track).not.toHaveBeenCalledWith(expect.objectContaining({ event: 'MODAL_CLOSE' }))
        vi.advanceTimersByTime(MODAL_SHAKE_MS - 1)
        expect(actor.getSnapshot().value).toEqual({ open: 'shaking' })
        vi.advanceTimersByTime(1)
        expect(actor.getSnapshot().value).toEqual({ open: 'still' })
      },
    )

    it('behavior: allowed on SIWXSignMessage once a session exists', () => {
      const { actor } = start({ siwxRequired: true, hasSiwxSessions: true })
      actor.send({ type: 'modal.open' })
      actor.send({ type: 'modal.sync', facts: { view: 'SIWXSignMessage' } })
      actor.send({ type: 'modal.close' })
      expect(actor.getSnapshot().value).toBe('closed')
    })

    it('behavior: allowed on SIWXSignMessage when SIWX is optional', () => {
      const { actor } = start({ view: 'SIWXSignMessage' })
      actor.send({ type: 'modal.open' })
      actor.send({ type: 'modal.close' })
      expect(actor.getSnapshot().value).toBe('closed')
    })

    it('behavior: allowed on other views while SIWX is required', () => {
      const { actor } = start({ siwxRequired: true, view: 'Account' })
      actor.send({ type: 'modal.open' })
      actor.send({ type: 'modal.close' })
      expect(actor.getSnapshot().value).toBe('closed')
    })
  })

  it('behavior: a shake restarts its 500 ms on a second shake', () => {
    const { actor } = start()
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'modal.shake' })
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 100)
    actor.send({ type: 'modal.shake' })
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 1)
    expect(actor.getSnapshot().value).toEqual({ open: 'shaking' })
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toEqual({ open: 'still' })
  })

  it('behavior: closing a closed modal does nothing', () => {
    const { actor, track } = start()
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(track).not.toHaveBeenCalled()
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(modalMachine, {
      input: { activeNamespace: 'eip155' },
      events: [
        { type: 'modal.open' },
        { type: 'modal.open', view: 'Swap' },
        { type: 'modal.open', namespace: 'solana' },
        { type: 'modal.close' },
        { type: 'modal.shake' },
        { type: 'modal.setLoading', loading: true },
        { type: 'modal.sync', facts: { connected: true } },
        { type: 'modal.sync', facts: { noAdapters: true, connected: false } },
        { type: 'modal.sync', facts: { mobile: true } },
        { type: 'modal.sync', facts: { view: 'SIWXSignMessage', siwxRequired: true } },
        { type: 'modal.sync', facts: { transactionStackEmpty: false } },
      ],
      serializeContext: (context: ModalContext) => context,
      limit: 20_000,
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
