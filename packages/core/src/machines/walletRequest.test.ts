import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { NOT_ALLOWED_MESSAGE_DELAY_MS } from '../constants/time.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import { type WalletRequestContext, walletRequestMachine } from './walletRequest.js'

function start() {
  const spies = {
    forward: vi.fn(),
    openApproval: vi.fn(),
    openModal: vi.fn(),
    logNotAllowed: vi.fn(),
    showSnackbar: vi.fn(),
    rejectRequests: vi.fn(),
    refreshBalance: vi.fn(),
    finishRequest: vi.fn(),
  }
  const actor = createActor(
    walletRequestMachine.provide({
      actions: {
        forward: (_, params) => spies.forward(params),
        openApproval: spies.openApproval,
        openModal: spies.openModal,
        logNotAllowed: (_, params) => spies.logNotAllowed(params),
        showSnackbar: (_, params) => spies.showSnackbar(params),
        rejectRequests: (_, params) => spies.rejectRequests(params),
        refreshBalance: spies.refreshBalance,
        finishRequest: (_, params) => spies.finishRequest(params),
      },
    }),
  ).start()
  return { actor, ...spies }
}

describe('walletRequestMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('behavior: a safe method is forwarded without approval', () => {
    const { actor, forward, openApproval } = start()
    actor.send({ type: 'request.received', id: '1', method: 'eth_call' })
    expect(forward).toHaveBeenCalledWith({ id: '1', method: 'eth_call' })
    expect(openApproval).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('behavior: a signing method opens ApproveTransaction', () => {
    const { actor, openApproval, forward } = start()
    actor.send({ type: 'request.received', id: '1', method: 'personal_sign' })
    expect(openApproval).toHaveBeenCalledTimes(1)
    expect(forward).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('approving')
  })

  it('behavior: success refreshes the balance and closes the modal with an empty stack', () => {
    const { actor, refreshBalance, finishRequest } = start()
    actor.send({ type: 'request.received', id: '1', method: 'eth_sendTransaction' })
    actor.send({ type: 'request.succeeded', id: '1', answer: 'transaction' })
    expect(refreshBalance).toHaveBeenCalledTimes(1)
    expect(finishRequest).toHaveBeenCalledWith({ outcome: 'success', next: 'closeModal' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('behavior: success pops the transaction stack a flow pushed', () => {
    const { actor, finishRequest } = start()
    actor.send({ type: 'stack.push' })
    actor.send({ type: 'request.received', id: '1', method: 'eth_sendTransaction' })
    actor.send({ type: 'request.succeeded', id: '1', answer: 'transaction' })
    expect(finishRequest).toHaveBeenCalledWith({ outcome: 'success', next: 'popTransactionStack' })
    expect(actor.getSnapshot().context.transactionStack).toBe(0)
  })

  it('behavior: an error pops or closes without refreshing the balance', () => {
    const { actor, refreshBalance, finishRequest } = start()
    actor.send({ type: 'stack.push' })
    actor.send({ type: 'request.received', id: '1', method: 'wallet_sendCalls' })
    actor.send({ type: 'request.received', id: '2', method: 'personal_sign' })
    actor.send({ type: 'request.failed', id: '1' })
    // Another request still waits on ApproveTransaction: it stays.
    expect(finishRequest).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('approving')
    actor.send({ type: 'request.failed', id: '2' })
    expect(finishRequest).toHaveBeenLastCalledWith({
      outcome: 'error',
      next: 'popTransactionStack',
    })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'request.received', id: '3', method: 'personal_sign' })
    actor.send({ type: 'request.failed', id: '3' })
    expect(finishRequest).toHaveBeenLastCalledWith({ outcome: 'error', next: 'closeModal' })
    expect(refreshBalance).not.toHaveBeenCalled()
  })

  it('behavior: a success while others wait refreshes the balance and stays on the view', () => {
    const { actor, refreshBalance, finishRequest } = start()
    actor.send({ type: 'stack.push' })
    actor.send({ type: 'request.received', id: '1', method: 'wallet_sendCalls' })
    actor.send({ type: 'request.received', id: '2', method: 'personal_sign' })
    // A batch of calls answers with an object (its id): the balance may have changed.
    actor.send({ type: 'request.succeeded', id: '1', answer: 'object' })
    expect(refreshBalance).toHaveBeenCalledTimes(1)
    expect(finishRequest).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context).toEqual({
      pending: [{ id: '2', method: 'personal_sign' }],
      transactionStack: 1,
    })
    actor.send({ type: 'request.succeeded', id: '2', answer: 'signature' })
    expect(finishRequest).toHaveBeenCalledWith({ outcome: 'success', next: 'popTransactionStack' })
    expect(actor.getSnapshot().context.transactionStack).toBe(0)
    // The signed message changed nothing the account holds: no second read.
    expect(refreshBalance).toHaveBeenCalledTimes(1)
  })

  it('behavior: a signed message settles without refreshing the balance', () => {
    const { actor, refreshBalance, finishRequest } = start()
    actor.send({ type: 'request.received', id: '1', method: 'personal_sign' })
    actor.send({ type: 'request.succeeded', id: '1', answer: 'signature' })
    expect(refreshBalance).not.toHaveBeenCalled()
    expect(finishRequest).toHaveBeenCalledWith({ outcome: 'success', next: 'closeModal' })
  })

  it('behavior: a repeated request id is ignored', () => {
    const { actor, openApproval } = start()
    actor.send({ type: 'request.received', id: '1', method: 'personal_sign' })
    actor.send({ type: 'request.received', id: '1', method: 'eth_sendTransaction' })
    expect(openApproval).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.pending).toEqual([{ id: '1', method: 'personal_sign' }])
  })

  it('behavior: a settled id that is not pending is ignored', () => {
    const { actor, finishRequest } = start()
    actor.send({ type: 'request.received', id: '1', method: 'personal_sign' })
    actor.send({ type: 'request.succeeded', id: 'other', answer: 'transaction' })
    expect(finishRequest).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.pending).toEqual([{ id: '1', method: 'personal_sign' }])
  })

  it('behavior: an unknown method opens the modal, logs, and after 300 ms shows "Action not allowed" and rejects', () => {
    const { actor, openModal, logNotAllowed, showSnackbar, rejectRequests } = start()
    actor.send({ type: 'request.received', id: '1', method: 'personal_sign' })
    actor.send({ type: 'request.received', id: '2', method: 'eth_sign' })
    expect(openModal).toHaveBeenCalledTimes(1)
    expect(logNotAllowed).toHaveBeenCalledWith({ method: 'eth_sign' })
    vi.advanceTimersByTime(NOT_ALLOWED_MESSAGE_DELAY_MS - 1)
    expect(showSnackbar).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(showSnackbar).toHaveBeenCalledWith({ code: 'ACTION_NOT_ALLOWED' })
    expect(rejectRequests).toHaveBeenCalledWith({ ids: ['1'] })
    expect(actor.getSnapshot().context.pending).toEqual([])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('behavior: closing the modal rejects every open request', () => {
    const { actor, rejectRequests } = start()
    actor.send({ type: 'request.received', id: '1', method: 'personal_sign' })
    actor.send({ type: 'requests.rejectAll' })
    expect(rejectRequests).toHaveBeenCalledWith({ ids: ['1'] })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('behavior: rejected requests leave no flow to return to: the transaction stack empties', () => {
    const { actor } = start()
    actor.send({ type: 'stack.push' })
    actor.send({
      type: 'request.received',
      id: '1',
      method: 'eth_sendTransaction',
      secureFrame: true,
    })
    expect(actor.getSnapshot().context).toEqual({
      pending: [{ id: '1', method: 'eth_sendTransaction', secureFrame: true }],
      transactionStack: 1,
    })
    actor.send({ type: 'requests.rejectAll' })
    expect(actor.getSnapshot().context).toEqual({ pending: [], transactionStack: 0 })
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(walletRequestMachine, {
      events: [
        { type: 'request.received', id: '1', method: 'eth_call' },
        { type: 'request.received', id: '1', method: 'personal_sign' },
        { type: 'request.received', id: '2', method: 'personal_sign' },
        { type: 'request.received', id: '3', method: 'eth_sign' },
        { type: 'request.succeeded', id: '1', answer: 'transaction' },
        { type: 'request.succeeded', id: '1', answer: 'signature' },
        { type: 'request.failed', id: '2' },
        { type: 'requests.rejectAll' },
        { type: 'stack.push' },
      ],
      serializeContext: (context: WalletRequestContext) => [
        context.pending.map((r) => r.id).sort(),
        Math.min(context.transactionStack, 2),
      ],
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
