import { describe, expect, it } from 'vitest'
import type { AnyActorRef, InspectionEvent } from 'xstate'
import { selectWallet } from '../actions/selectWallet.js'
import { sendTokens } from '../actions/sendTokens.js'
import { submitEmail } from '../actions/submitEmail.js'
import { waitForEmailCode } from '../actions/waitForEmailCode.js'
import { createFakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import {
  testAdapter,
  testAuthAdapter,
  testWalletConnectAdapter,
} from '../conformance/testDoubles.js'
import { testWalletConnect } from '../conformance/testWalletConnect.js'
import { mainnet } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { createLatch } from './createLatch.js'
import type { LatchConfig } from './latchConfig.js'

// A journey traced from the visitor's command to its result, as the inspector sees it: each
// event with who sent it. The machines decide every step, so the command is the only event
// sent from outside the system; a step that moved back into glue code (an action or the
// runtime sending to a machine, a view's effect) shows up as another outside event and fails
// the trace.

type Step = { type: string; from: string | undefined; to: string }

function traced(config: Omit<LatchConfig, 'inspect' | 'storage'>) {
  const steps: Step[] = []
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.event') return
    // The system starting (its own init events) is not a step of a journey.
    if (event.event.type.startsWith('xstate.init')) return
    steps.push({
      type: event.event.type,
      from: (event.sourceRef as AnyActorRef | undefined)?.id,
      to: (event.actorRef as AnyActorRef).id,
    })
  }
  const latch = createLatch({ ...config, storage: memoryBackend(), inspect })
  return {
    latch,
    /** Forgets what came before: the journey starts now. */
    start: async () => {
      await latch.preload()
      steps.length = 0
    },
    steps,
    /** The events sent from outside the machines. */
    outside: () => steps.filter((step) => step.from === undefined),
    /** The journey's events in order, without the adapters' and timers' own. */
    path: () =>
      steps
        .filter((step) => !step.type.startsWith('xstate.'))
        .map((step) => `${step.type} → ${step.to}`),
  }
}

describe('flow traces', () => {
  it('connect an injected wallet: one command, the machines do the rest', async () => {
    const trace = traced({ networks: [mainnet], adapters: [testAdapter('eip155', 'eip155:1')] })
    await trace.start()
    trace.latch.open()
    await selectWallet(trace.latch, { connectorId: 'io.metamask' })
    expect(trace.outside().map((step) => step.type)).toEqual(['modal.open', 'wallet.selected'])
    const path = trace.path()
    const from = path.indexOf('wallet.selected → latch')
    expect(path.slice(from)).toEqual(
      expect.arrayContaining([
        'router.push → router',
        // (raised by the root itself, so not an event between actors)
        'connection.connect → connection.eip155',
        'connection.succeeded → latch',
        'router.connected → router',
        'connection.accountChanged → latch',
      ]),
    )
    // In that order: shown, connected, then Account.
    const at = (step: string) => path.indexOf(step)
    expect(at('router.push → router')).toBeLessThan(at('connection.connect → connection.eip155'))
    expect(at('connection.succeeded → latch')).toBeLessThan(at('router.connected → router'))
    expect(trace.latch.getState().view).toBe('Account')
    trace.latch.destroy()
  })

  it('email login: the frame step, then the root connects the embedded wallet and answers', async () => {
    const frame = createFakeSecureFrame()
    const trace = traced({
      networks: [mainnet],
      adapters: [testAuthAdapter()],
      auth: frame.config,
    })
    await trace.start()
    await submitEmail(trace.latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(trace.latch)
    // Besides the command, the frame's own reports (inserted, its page loaded, ready), told to
    // its lifecycle machine by the page as a wallet's events are.
    expect(
      trace
        .outside()
        .filter((step) => step.to !== 'frame')
        .map((step) => step.type),
    ).toEqual(['email.submit'])
    expect(
      trace
        .outside()
        .filter((step) => step.to === 'frame')
        .map((step) => step.type),
    ).toEqual(['frame.load', 'frame.pageLoaded', 'frame.ready'])
    const path = trace.path()
    expect(path).toEqual(
      expect.arrayContaining([
        'email.submit → emailLogin',
        'auth.connect → latch',
        'connection.connect → connection.eip155',
        'connection.succeeded → latch',
        'auth.connectionSettled → latch',
        'auth.connected → emailLogin',
      ]),
    )
    // In that order: the login asks, the root connects, then answers.
    const at = (step: string) => path.indexOf(step)
    expect(at('auth.connect → latch')).toBeLessThan(at('connection.connect → connection.eip155'))
    expect(at('connection.succeeded → latch')).toBeLessThan(at('auth.connected → emailLogin'))
    expect(trace.latch.getState().connection?.connectorId).toBe('auth')
    trace.latch.destroy()
  })

  it('approve a WalletConnect pairing: the pairing and the root connect each namespace', async () => {
    const wallet = testWalletConnect()
    const trace = traced({
      networks: [mainnet, solana],
      adapters: [
        testWalletConnectAdapter('eip155', 'eip155:1'),
        testWalletConnectAdapter('solana', solana.caipNetworkId),
      ],
      projectId: 'demo',
      walletConnect: wallet.connector,
    })
    await trace.start()
    trace.latch.open({ view: 'ConnectingWalletConnectBasic' })
    await eventually(() => expect(trace.latch.getState().pairing.status).toBe('active'))
    wallet.approve({
      eip155: ['eip155:1:0x1111111111111111111111111111111111111111'],
      solana: [`${solana.caipNetworkId}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`],
    })
    await eventually(() =>
      expect(trace.latch.getState().connections.solana?.status).toBe('connected'),
    )
    expect(trace.latch.getState().connections.eip155?.status).toBe('connected')
    // The wallet's answer reaches the pairing through its invoked actor, not a callback.
    expect(trace.outside().map((step) => step.type)).toEqual(['modal.open'])
    const path = trace.path()
    expect(path).toEqual(
      expect.arrayContaining([
        'pairing.fetch → pairing',
        'pairing.approved → latch',
        'connection.connect → connection.eip155',
        'connection.connect → connection.solana',
      ]),
    )
    expect(path.indexOf('connection.connect → connection.eip155')).toBeLessThan(
      path.indexOf('connection.connect → connection.solana'),
    )
    trace.latch.destroy()
  })

  it('send: one command; the form, the wallet and the inclusion on chain follow', async () => {
    const trace = traced({ networks: [mainnet], adapters: [testAdapter('eip155', 'eip155:1')] })
    await selectWallet(trace.latch, { connectorId: 'io.metamask' })
    await trace.start()
    await sendTokens(trace.latch, {
      amount: '0.01',
      to: '0x2222222222222222222222222222222222222222',
    })
    await eventually(() =>
      expect(trace.latch.getState().send.transfers.eip155?.status).toBe('confirmed'),
    )
    expect(trace.outside().map((step) => step.type)).toEqual(['send.submit'])
    expect(trace.path()).toEqual(
      expect.arrayContaining([
        'lazy.forward → sendLoader',
        'send.submit → send',
        'send.transferSent → latch',
        'router.reset → router',
        'send.confirmed → send',
        'send.transferConfirmed → latch',
      ]),
    )
    trace.latch.destroy()
  })
})
