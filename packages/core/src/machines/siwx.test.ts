import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SiwxAccount, SiwxMessage, SiwxSession } from '../siwx/siwxConfig.js'
import { machineCoverage, mergeCoverage } from '../testing/machineCoverage.js'
import {
  hasSiwxSession,
  type SiwxContext,
  type SiwxInput,
  type SiwxSignInInput,
  siwxMachine,
} from './siwx.js'

const account: SiwxAccount = {
  caipAddress: 'eip155:1:0x00000000000000000000000000000000000000aa',
  network: 'eip155:1',
}
const onOptimism: SiwxAccount = { ...account, network: 'eip155:10' }
const session = { data: {}, message: 'msg', signature: '0xsig' } as unknown as SiwxSession
const message = (nonce: string): SiwxMessage => ({
  accountAddress: '0x00000000000000000000000000000000000000aa',
  chainId: 'eip155:1',
  domain: 'example.org',
  uri: 'https://example.org',
  version: '1',
  nonce,
  toString: () => `example.org asks you to sign in (nonce ${nonce})`,
})

type Overrides = {
  getSessions?: () => Promise<SiwxSession[]>
  createMessage?: () => Promise<SiwxMessage>
  signIn?: (input: SiwxSignInInput) => Promise<SiwxSession>
  revokeSession?: () => Promise<void>
}

function start(input: Partial<SiwxInput> = {}, overrides: Overrides = {}) {
  const spies = {
    getSessions: vi.fn(overrides.getSessions ?? (async () => [])),
    createMessage: vi.fn(overrides.createMessage ?? (async () => message('n1'))),
    signIn: vi.fn(overrides.signIn ?? (async (_: SiwxSignInInput) => session)),
    revokeSession: vi.fn(overrides.revokeSession ?? (async () => {})),
    openSignMessageView: vi.fn(),
    closeModal: vi.fn(),
    showSnackbar: vi.fn(),
    track: vi.fn(),
    disconnect: vi.fn(),
    resetToConnect: vi.fn(),
    switchNetwork: vi.fn(),
  }
  const actor = createActor(
    siwxMachine.provide({
      actors: {
        getSessions: fromPromise(() => spies.getSessions()),
        createMessage: fromPromise(() => spies.createMessage()),
        signIn: fromPromise(({ input }) => spies.signIn(input)),
        revokeSession: fromPromise(() => spies.revokeSession()),
      },
      actions: {
        openSignMessageView: spies.openSignMessageView,
        closeModal: spies.closeModal,
        showSnackbar: (_, params) => spies.showSnackbar(params),
        track: (_, params) => spies.track(params),
        disconnect: spies.disconnect,
        resetToConnect: spies.resetToConnect,
        switchNetwork: (_, params) => spies.switchNetwork(params),
      },
    }),
    { input: { namespaces: ['eip155', 'solana'], ...input } },
  ).start()
  return { actor, ...spies }
}

async function awaitingSignature(input: Partial<SiwxInput> = {}, overrides: Overrides = {}) {
  const started = start(input, overrides)
  started.actor.send({ type: 'siwx.connected', account })
  await waitFor(started.actor, (s) => s.matches('awaitingSignature'))
  return started
}

describe('siwxMachine', () => {
  it('default: idle; signOutOnDisconnect defaults to true', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.signOutOnDisconnect).toBe(true)
  })

  it('behavior: after connect without a session opens SIWXSignMessage', async () => {
    const { openSignMessageView, getSessions } = await awaitingSignature()
    expect(getSessions).toHaveBeenCalledTimes(1)
    expect(openSignMessageView).toHaveBeenCalledTimes(1)
  })

  it('behavior: the message is created while the view waits, and is the one signed', async () => {
    const { actor, createMessage, signIn } = await awaitingSignature()
    const ready = await waitFor(actor, (s) => s.context.message !== undefined)
    expect(ready.context.message?.toString()).toBe('example.org asks you to sign in (nonce n1)')
    expect(createMessage).toHaveBeenCalledTimes(1)
    actor.send({ type: 'siwx.sign' })
    const signed = await waitFor(actor, (s) => s.matches('signedIn'))
    expect(signIn).toHaveBeenCalledWith({ ...account, message: ready.context.message })
    expect(signed.context.message).toBeUndefined()
  })

  it('behavior: a message that could not be created is left to signing', async () => {
    const { actor, signIn, createMessage } = await awaitingSignature(
      {},
      { createMessage: () => Promise.reject(new Error('nonce service down')) },
    )
    await createMessage.mock.results[0]?.value.catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().status).toBe('active')
    expect(actor.getSnapshot().context).toMatchObject({ message: undefined, error: undefined })
    actor.send({ type: 'siwx.sign' })
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(signIn).toHaveBeenCalledWith({ ...account, message: undefined })
  })

  it('behavior: after a failed signature a new message replaces the spent one', async () => {
    const nonces = ['n1', 'n2']
    const { actor, createMessage } = await awaitingSignature(
      {},
      {
        createMessage: async () => message(nonces.shift() as string),
        signIn: () => Promise.reject(new Error('rejected')),
      },
    )
    await waitFor(actor, (s) => s.context.message?.nonce === 'n1')
    actor.send({ type: 'siwx.sign' })
    await waitFor(actor, (s) => s.matches('awaitingSignature') && s.context.error !== undefined)
    const retried = await waitFor(actor, (s) => s.context.message?.nonce === 'n2')
    expect(retried.value).toBe('awaitingSignature')
    expect(createMessage).toHaveBeenCalledTimes(2)
  })

  it('behavior: an existing session signs in without the view', async () => {
    const { actor, openSignMessageView } = start({}, { getSessions: async () => [session] })
    actor.send({ type: 'siwx.connected', account })
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(openSignMessageView).not.toHaveBeenCalled()
    expect(hasSiwxSession(actor.getSnapshot())).toBe(true)
  })

  it('behavior: a chain SIWX does not support is left alone', () => {
    const { actor, getSessions } = start({ namespaces: ['solana'] })
    actor.send({ type: 'siwx.connected', account })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(getSessions).not.toHaveBeenCalled()
  })

  it('behavior: signing stores the session, tracks success and closes the modal', async () => {
    const { actor, signIn, closeModal, track } = await awaitingSignature()
    actor.send({ type: 'siwx.sign' })
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(signIn).toHaveBeenCalledTimes(1)
    expect(closeModal).toHaveBeenCalledTimes(1)
    expect(track).toHaveBeenCalledWith({ event: 'SIWX_AUTH_SUCCESS' })
    expect(actor.getSnapshot().context.lastSignedNetwork).toBe('eip155:1')
  })

  it('behavior: a failed sign shows "Error signing message" and allows a retry', async () => {
    let attempts = 0
    const { actor, showSnackbar, track } = await awaitingSignature(
      {},
      {
        signIn: async () => {
          attempts++
          if (attempts === 1) throw new Error('rejected')
          return session
        },
      },
    )
    actor.send({ type: 'siwx.sign' })
    await waitFor(actor, (s) => s.matches('awaitingSignature') && s.context.error !== undefined)
    expect(actor.getSnapshot().context.error?.message).toBe('Error signing message')
    expect(showSnackbar).toHaveBeenCalledWith({ code: 'SIWX_SIGN_FAILED' })
    expect(track).toHaveBeenCalledWith({ event: 'SIWX_AUTH_ERROR' })
    actor.send({ type: 'siwx.sign' })
    await waitFor(actor, (s) => s.matches('signedIn'))
  })

  it('behavior: a failed start disconnects and resets to Connect', async () => {
    const { actor, showSnackbar, disconnect, resetToConnect } = start(
      {},
      { getSessions: async () => Promise.reject(new Error('server down')) },
    )
    actor.send({ type: 'siwx.connected', account })
    await waitFor(actor, (s) => s.context.error !== undefined)
    expect(actor.getSnapshot().context.error?.message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(showSnackbar).toHaveBeenCalledWith({ code: 'SIWX_INITIALIZE_FAILED' })
    expect(disconnect).toHaveBeenCalledTimes(1)
    expect(resetToConnect).toHaveBeenCalledTimes(1)
  })

  describe('cancel', () => {
    it('behavior: not required just closes', async () => {
      const { actor, closeModal, disconnect, track } = await awaitingSignature()
      actor.send({ type: 'siwx.cancel' })
      expect(closeModal).toHaveBeenCalledTimes(1)
      expect(disconnect).not.toHaveBeenCalled()
      expect(track).toHaveBeenCalledWith({ event: 'CLICK_CANCEL_SIWX' })
    })

    it('behavior: required without a prior session disconnects', async () => {
      const { actor, closeModal, disconnect } = await awaitingSignature({ required: true })
      actor.send({ type: 'siwx.cancel' })
      expect(disconnect).toHaveBeenCalledTimes(1)
      expect(closeModal).not.toHaveBeenCalled()
    })

    it('behavior: required with a prior session switches back to the last network', async () => {
      const { actor, switchNetwork, disconnect } = await awaitingSignature({ required: true })
      actor.send({ type: 'siwx.sign' })
      await waitFor(actor, (s) => s.matches('signedIn'))
      actor.send({ type: 'siwx.connected', account: onOptimism })
      await waitFor(actor, (s) => s.matches('awaitingSignature'))
      actor.send({ type: 'siwx.cancel' })
      expect(switchNetwork).toHaveBeenCalledWith({ network: 'eip155:1' })
      expect(disconnect).not.toHaveBeenCalled()
    })
  })

  describe('disconnect', () => {
    it('behavior: signs out by default', async () => {
      const { actor, revokeSession } = await awaitingSignature()
      actor.send({ type: 'siwx.disconnected' })
      await waitFor(actor, (s) => s.matches('idle'))
      expect(revokeSession).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().context.account).toBeUndefined()
    })

    it('behavior: keeps the session when signOutOnDisconnect is false', async () => {
      const { actor, revokeSession } = await awaitingSignature({ signOutOnDisconnect: false })
      actor.send({ type: 'siwx.disconnected' })
      expect(actor.getSnapshot().value).toBe('idle')
      expect(revokeSession).not.toHaveBeenCalled()
    })

    it('behavior: a failed sign-out still ends the sign-in', async () => {
      const { actor } = await awaitingSignature(
        {},
        { revokeSession: async () => Promise.reject(new Error('x')) },
      )
      actor.send({ type: 'siwx.disconnected' })
      await waitFor(actor, (s) => s.matches('idle'))
      expect(actor.getSnapshot().context.lastSignedNetwork).toBeUndefined()
    })
  })

  it('behavior: without a provided SIWX client the start fails with "SIWX is not enabled" as cause', async () => {
    const actor = createActor(siwxMachine, { input: { namespaces: ['eip155'] } }).start()
    actor.send({ type: 'siwx.connected', account })
    await waitFor(actor, (s) => s.context.error !== undefined)
    expect((actor.getSnapshot().context.error?.cause as Error | undefined)?.message).toBe(
      'SIWX is not enabled',
    )
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const events = [
      { type: 'siwx.connected', account },
      { type: 'siwx.connected', account: { ...account, caipAddress: 'cosmos:cosmoshub-4:addr' } },
      { type: 'siwx.sign' },
      { type: 'siwx.cancel' },
      { type: 'siwx.disconnected' },
      { type: 'xstate.done.actor.getSessions', output: [] },
      { type: 'xstate.done.actor.getSessions', output: [session] },
      { type: 'xstate.error.actor.getSessions', error: new Error('x') },
      { type: 'xstate.done.actor.createMessage', output: message('n1') },
      { type: 'xstate.error.actor.createMessage', error: new Error('x') },
      { type: 'xstate.done.actor.signIn', output: session },
      { type: 'xstate.error.actor.signIn', error: new Error('x') },
      { type: 'xstate.done.actor.revokeSession' },
      { type: 'xstate.error.actor.revokeSession', error: new Error('x') },
    ] as const
    const serializeContext = (context: SiwxContext) => [
      context.account?.caipAddress,
      context.lastSignedNetwork,
      context.message?.nonce,
      context.error?.code,
    ]
    const walks = [{ required: true }, { required: false, signOutOnDisconnect: false }].map(
      (input) =>
        machineCoverage(siwxMachine, {
          input: { namespaces: ['eip155'], ...input },
          events,
          serializeContext,
        }),
    )
    const coverage = mergeCoverage(...walks)
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
