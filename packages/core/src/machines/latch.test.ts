import { getStateNodes } from '@xstate/graph'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyTransitionDefinition,
  createActor,
  fromCallback,
  fromPromise,
  type InspectionEvent,
  waitFor,
} from 'xstate'
import type { ChainAdapterCapabilities, TransferFee } from '../adapters/chainAdapter.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import type { TokenBalance } from '../services/blockchainSchemas.js'
import type { SiwxAccount, SiwxMessage, SiwxSession } from '../siwx/siwxConfig.js'
import type { Connection } from '../storage/schemas.js'
import type { ConnectActorInput } from './connection.js'
import type { EmailLoginAction } from './emailLogin.js'
import { latchMachine } from './latch.js'
import { latchChildren, wireNameRegistration, wireSend, wireSiwx } from './latchChildren.js'
import {
  type LatchMachineContext,
  type LatchMachineInput,
  nameRegistrationOf,
  sendFormOf,
  siwxOf,
} from './latchContext.js'
import type { LatchCommand } from './latchEvents.js'
import { type NameRegistrationBody, nameRegistrationMachine } from './nameRegistration.js'
import type { Pairing, PairingApproval } from './pairing.js'
import { type ConfirmTransferInput, sendMachine } from './send.js'
import { siwxMachine } from './siwx.js'

const address = '0x00000000000000000000000000000000000000aa'
const sends = { sendNative: true, sendToken: true } as ChainAdapterCapabilities

// Sign-in's back end, as far as the root machine's tests need it.
const message = { toString: () => 'sign in' } as SiwxMessage
const session = { data: {}, message: 'sign in', signature: '0x' } as unknown as SiwxSession

/** A transition by its event and its place among the transitions of that event. */
function labelOf(transition: AnyTransitionDefinition): string {
  const siblings = transition.source.transitions.get(transition.eventType) ?? []
  return `${transition.source.id} ${transition.eventType}#${siblings.indexOf(transition)}`
}

/** Sign-in with a back end where a session exists on `signedOn` only, and a message waits. */
function siwxLogic(signedOn?: string) {
  return wireSiwx(siwxMachine).provide({
    actors: {
      getSessions: fromPromise<SiwxSession[], SiwxAccount>(async ({ input }) =>
        input.network === signedOn ? [session] : [],
      ),
      createMessage: fromPromise<SiwxMessage, SiwxAccount>(async () => message),
    },
  })
}

type Options = {
  input?: Partial<LatchMachineInput>
  connectFails?: boolean
  connectHangs?: boolean
  disconnectFails?: boolean
  /** The WalletConnect pairing's fetch succeeds and the wallet approves these namespaces. */
  approves?: ('eip155' | 'solana')[]
  /** Sign-in, required, as the site configured it (it loads as the root starts). */
  siwx?: ReturnType<typeof siwxLogic>
}

/** The root machine with wallets that connect at once, and every effect recorded. */
function start({
  input = {},
  connectFails = false,
  connectHangs = false,
  disconnectFails = false,
  approves,
  siwx,
}: Options = {}) {
  const effects = {
    connectSucceeded: vi.fn(),
    forgetConnector: vi.fn(),
    storeActiveNetwork: vi.fn(),
    accountChanged: vi.fn(),
  }
  const taken = new Set<string>()
  // The namespaces whose wallet was asked to connect, in order.
  const asked: string[] = []
  const machine = latchMachine.provide({
    actors: {
      connection: latchChildren.connection.provide({
        actors: {
          connect: fromPromise(async ({ input: { connectorId, namespace, network } }) => {
            asked.push(namespace)
            if (connectFails) throw new Error('no')
            if (connectHangs) await new Promise(() => {})
            return {
              connectorId,
              accounts: [{ address: namespace === 'solana' ? 'So1ana' : address }],
              network:
                network?.caipNetworkId ?? (namespace === 'solana' ? solana : mainnet).caipNetworkId,
            } satisfies Connection
          }),
          reconnect: fromPromise<Connection, ConnectActorInput>(async () => {
            throw new Error('nothing saved')
          }),
          disconnect: fromPromise(async () => {
            if (disconnectFails) throw new Error('wallet busy')
          }),
        },
      }),
      network: latchChildren.network.provide({
        actors: { switchNetwork: fromPromise(async () => {}) },
      }),
      // The send form loads at once, with a wallet that sends and includes at once.
      sendLoader: latchChildren.sendLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            wireSend(sendMachine).provide({
              actors: {
                readBalances: fromPromise(async (): Promise<readonly TokenBalance[]> => []),
                estimateFee: fromPromise(async (): Promise<readonly TransferFee[]> => []),
                sendTransfer: fromPromise(async () => '0xsent'),
                confirmTransfer: fromCallback<AnyEventObject, ConfirmTransferInput>(
                  ({ input, sendBack }) => sendBack({ type: 'send.confirmed', ...input }),
                ),
              },
            }),
          ),
        },
      }),
      siwxLoader: latchChildren.siwxLoader.provide({
        actors: { load: fromPromise<AnyActorLogic>(async () => siwx ?? siwxLogic()) },
      }),
      // Names register at once, for whoever asks.
      nameRegistrationLoader: latchChildren.nameRegistrationLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            wireNameRegistration(nameRegistrationMachine).provide({
              actors: {
                signRegistration: fromPromise(async () => ({ message: 'm', signature: '0xsig' })),
                postRegistration: fromPromise<unknown, NameRegistrationBody>(async () => ({})),
              },
            }),
          ),
        },
      }),
      pairing: latchChildren.pairing.provide({
        actors: {
          fetchPairingUri: fromPromise<Pairing, Record<string, never>>(async () => {
            if (!approves) throw new Error('relay down')
            return { uri: 'wc:test', expiresAt: Date.now() + 60_000 }
          }),
          awaitApproval: fromPromise(
            async (): Promise<PairingApproval> => ({ namespaces: approves ?? [] }),
          ),
        },
      }),
      socialLogin: latchChildren.socialLogin.provide({
        actors: {
          getFarcasterUri: fromPromise(async () => ({ url: 'https://farcaster.example' })),
        },
      }),
      // The frame takes every email at once (CONNECT): the embedded wallet connects next.
      emailLogin: latchChildren.emailLogin.provide({
        actors: {
          connectEmail: fromPromise<{ action: EmailLoginAction }, { email: string }>(async () => ({
            action: 'CONNECT',
          })),
        },
      }),
    },
    actions: {
      connectSucceeded: (_, params) => effects.connectSucceeded(params),
      forgetConnector: (_, params) => effects.forgetConnector(params),
      storeActiveNetwork: (_, network) => effects.storeActiveNetwork(network.caipNetworkId),
      accountChanged: (_, params) => effects.accountChanged(params),
    },
  })
  const root = createActor(machine, {
    input: {
      namespaces: ['eip155', 'solana'],
      networks: [mainnet, optimism, solana],
      activeNetwork: mainnet,
      capabilities: { eip155: sends, solana: sends },
      ...(siwx ? { siwx: { namespaces: ['eip155'], required: true } } : {}),
      ...input,
    },
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && event.actorRef === root) {
        for (const transition of event._transitions) taken.add(labelOf(transition))
      }
    },
  })
  root.start()
  const context = () => root.getSnapshot().context
  const view = () => context().router.getSnapshot().context.history.at(-1)?.view
  const views = () =>
    context()
      .router.getSnapshot()
      .context.history.map((entry) => entry.view)
  const send = (command: LatchCommand) => root.send(command)
  const connection = (namespace: 'eip155' | 'solana') =>
    context().connections[namespace] as ActorRefFrom<typeof latchChildren.connection>
  async function connect(namespace: 'eip155' | 'solana' = 'eip155', connectorId = 'io.metamask') {
    send({ type: 'connection.connect', namespace, connectorId })
    await waitFor(connection(namespace), (s) => !s.matches('connecting'))
  }
  return { root, context, view, views, send, connection, connect, effects, taken, asked }
}

let running: ReturnType<typeof start> | undefined
function started(options?: Options) {
  running = start(options)
  return running
}
afterEach(() => running?.root.stop())

// Each scenario drives the root machine the way the client does; the tests check its outcome,
// and the coverage test runs them all to see every transition taken.
const scenarios = {
  async signInCancelledReturnsToTheSignedNetwork() {
    // A session exists on mainnet only.
    const latch = started({ siwx: siwxLogic(mainnet.caipNetworkId) })
    await latch.connect()
    const loader = latch.context().siwx as NonNullable<LatchMachineContext['siwx']>
    await waitFor(loader, (s) => s.matches('ready'))
    const siwx = siwxOf(latch.context()) as NonNullable<ReturnType<typeof siwxOf>>
    await waitFor(siwx, (s) => s.matches('signedIn'))
    latch.send({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'networkChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:10' },
    })
    await waitFor(siwx, (s) => s.matches('awaitingSignature'))
    latch.send({ type: 'siwx.cancel' })
    await waitFor(latch.context().network, (s) => s.matches('idle'))
    return latch
  },
  async opensAtConnectThenAccount() {
    const latch = started()
    latch.send({ type: 'modal.open' })
    const before = latch.views()
    latch.send({ type: 'router.push', view: 'ConnectingExternal', data: { connectorId: 'w' } })
    await latch.connect()
    return { latch, before }
  },
  async backFromAWalletShowsAccount() {
    const latch = started()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'router.push', view: 'AllWallets' })
    latch.send({ type: 'router.replace', view: 'ConnectingExternal', data: { connectorId: 'w' } })
    await latch.connect()
    latch.send({ type: 'router.push', view: 'AllWallets' })
    latch.send({ type: 'router.back' })
    latch.send({ type: 'router.reset', view: 'Account' })
    return latch
  },
  async closeTakesBackRequests() {
    const latch = started()
    const walletRequest = latch.context().walletRequest
    walletRequest.send({ type: 'request.received', id: 'r1', method: 'personal_sign' })
    await waitFor(latch.context().modal, (s) => s.matches('open'))
    const before = latch.view()
    latch.send({ type: 'modal.shake' })
    latch.send({ type: 'modal.close' })
    await waitFor(latch.context().modal, (s) => s.matches('closed'))
    return { latch, before, pending: walletRequest.getSnapshot().context.pending }
  },
  async aSettledRequestReturnsOrCloses() {
    const latch = started()
    latch.send({ type: 'modal.open' })
    const walletRequest = latch.context().walletRequest
    walletRequest.send({ type: 'stack.push' })
    walletRequest.send({ type: 'request.received', id: 'r1', method: 'personal_sign' })
    const stacked = latch.views()
    walletRequest.send({ type: 'request.succeeded', id: 'r1' })
    const afterStacked = latch.views()
    walletRequest.send({ type: 'request.received', id: 'r2', method: 'personal_sign' })
    walletRequest.send({ type: 'request.failed', id: 'r2' })
    // An unknown method opens the modal when it is closed.
    walletRequest.send({ type: 'request.received', id: 'r3', method: 'eth_unknown' })
    return { latch, stacked, afterStacked }
  },
  async switchActiveChainLeftForgetsTheNetwork() {
    const latch = started()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'network.request', network: solana })
    const awaited = latch.context().network.getSnapshot().context.awaitedNetwork
    latch.send({ type: 'router.replace', view: 'Connect' })
    latch.send({ type: 'router.back' })
    return { latch, awaited }
  },
  async openingForAnotherNamespace() {
    const latch = started()
    latch.send({ type: 'modal.open', namespace: 'solana' })
    return latch
  },
  async walletEvents() {
    const latch = started()
    await latch.connect()
    const event = (wallet: Parameters<typeof latch.send>[0] & { type: 'wallet.event' }) =>
      latch.send(wallet)
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'networkChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:10' },
    })
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'accountsChanged', connectorId: 'other', accounts: [] },
    })
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: {
        type: 'accountsChanged',
        connectorId: 'io.metamask',
        accounts: [{ address: '0xbb' }],
      },
    })
    const moved = latch.connection('eip155').getSnapshot().context.connection
    const active = latch.context().network.getSnapshot().context.activeNetwork?.caipNetworkId
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'disconnected', connectorId: 'io.metamask' },
    })
    return { latch, moved, active }
  },
  async disconnectCloses() {
    const latch = started()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'connection.disconnect', namespace: 'eip155' })
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    return latch
  },
  async accountTypeChosen() {
    const latch = started({ input: { preferredAccountTypes: { solana: 'eoa' } } })
    latch.send({
      type: 'connection.preferAccountType',
      namespace: 'eip155',
      accountType: 'ordinal',
    })
    return latch
  },
  async cancelledConnect() {
    const latch = started()
    latch.send({ type: 'connection.connect', namespace: 'eip155', connectorId: 'io.metamask' })
    latch.send({ type: 'connection.cancel', namespace: 'eip155' })
    return latch
  },
  async theEmbeddedWalletFollowsTheVisitor() {
    const latch = started({ input: { logins: { email: '', namespaces: ['eip155', 'solana'] } } })
    await latch.connect('eip155', 'auth')
    latch.send({ type: 'network.switch', network: solana })
    const followed = await waitFor(latch.connection('solana'), (s) => !s.matches('connecting'))
    latch.send({ type: 'network.walletChanged', caipNetworkId: mainnet.caipNetworkId })
    // Signing out of the embedded wallet ends the logins' sessions too.
    latch.send({ type: 'connection.disconnect', namespace: 'eip155', closeModal: false })
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    return { latch, followed: followed.context.connection?.connectorId }
  },
  async leavingFarcasterEndsItsLogin() {
    vi.useFakeTimers()
    try {
      const latch = started({ input: { logins: { email: '', namespaces: ['eip155'] } } })
      const social = latch.context().socialLogin
      social?.send({ type: 'social.start', provider: 'farcaster' })
      await vi.waitFor(() => expect(latch.view()).toBe('ConnectingFarcaster'))
      latch.send({ type: 'modal.open', view: 'ConnectingFarcaster' })
      latch.send({ type: 'router.push', view: 'AllWallets' })
      latch.send({ type: 'router.back' })
      latch.send({ type: 'router.back' })
      await vi.advanceTimersByTimeAsync(1000)
      return { latch, social: social?.getSnapshot().value }
    } finally {
      vi.useRealTimers()
    }
  },
  async embeddedFollowsTheAccount() {
    const latch = started({ input: { embedded: true } })
    await latch.connect()
    const connected = latch.views()
    latch.send({ type: 'connection.disconnect', namespace: 'eip155', closeModal: false })
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    return { latch, connected }
  },
  async disconnectCascade() {
    const latch = started()
    // One session in both namespaces (WalletConnect): disconnecting one ends both.
    await latch.connect('eip155', 'walletConnect')
    await latch.connect('solana', 'walletConnect')
    latch.send({ type: 'disconnect.requested', namespace: 'solana', closeModal: false })
    const cascade = latch.context().disconnecting
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    await waitFor(latch.connection('solana'), (s) => s.matches('disconnected'))
    return { latch, cascade }
  },
  async disconnectGivesWay() {
    const latch = started()
    await latch.connect('eip155', 'io.metamask')
    await latch.connect('solana', 'phantom')
    // Solana is active (its wallet's network came last); ending it leaves EVM to go on.
    latch.send({ type: 'disconnect.requested', namespace: 'solana', closeModal: 'whenNoneLeft' })
    await waitFor(latch.connection('solana'), (s) => s.matches('disconnected'))
    await waitFor(
      latch.context().network,
      (s) => s.context.activeNetwork?.chainNamespace === 'eip155',
    )
    return latch
  },
  async approvedSessionConnectsEach() {
    const latch = started({
      input: { walletConnect: true },
      approves: ['solana', 'eip155'],
      connectFails: true,
    })
    latch.send({ type: 'modal.open', view: 'ConnectingWalletConnectBasic' })
    await waitFor(latch.context().pairing as NonNullable<LatchMachineContext['pairing']>, (s) =>
      s.matches('connected'),
    )
    await waitFor(latch.connection('solana'), (s) => s.matches('disconnected') && !!s.context.error)
    return latch
  },
  async pairsAsTheViewOpens() {
    const latch = started({ input: { walletConnect: true } })
    latch.send({ type: 'modal.open', view: 'ConnectingWalletConnectBasic' })
    const pairing = latch.context().pairing as NonNullable<LatchMachineContext['pairing']>
    const first = pairing.getSnapshot().value
    await waitFor(pairing, (s) => s.matches('failed'))
    latch.send({ type: 'pairing.refresh' })
    const refreshed = pairing.getSnapshot().value
    await waitFor(pairing, (s) => s.matches('failed'))
    return { latch, first, refreshed }
  },
  async disconnectFails() {
    const latch = started({ disconnectFails: true })
    await latch.connect('eip155', 'io.metamask')
    latch.send({ type: 'disconnect.requested', namespace: 'eip155', closeModal: true })
    await waitFor(latch.connection('eip155'), (s) => !s.matches('disconnecting'))
    return latch
  },
  async selectsThenCancels() {
    const latch = started({ connectHangs: true })
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.metamask' })
    const shown = latch.views()
    const connecting = latch.connection('eip155').getSnapshot().value
    // Another pick while the first waits: the first is cancelled, the second asked.
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.rabby' })
    latch.send({ type: 'wallet.cancelled', namespace: 'eip155' })
    return { latch, shown, connecting }
  },
  async sendsAndConfirms() {
    const latch = started()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({
      type: 'send.submit',
      form: { amount: '1', receiverAddress: address, token: undefined },
    })
    await waitFor(latch.context().send, (s) => s.matches('ready'))
    const form = sendFormOf(latch.context()) as NonNullable<ReturnType<typeof sendFormOf>>
    await waitFor(form, (s) => s.context.transfers.eip155?.status === 'confirmed')
    return latch
  },
  async approvedSessionJoinsTheFirst() {
    const latch = started({ input: { walletConnect: true }, approves: ['solana', 'eip155'] })
    latch.send({ type: 'modal.open', view: 'ConnectingWalletConnectBasic' })
    await waitFor(latch.connection('solana'), (s) => s.matches('connected'))
    return latch
  },
  async emailLogin(options: Options & { before?: 'connected' } = {}) {
    const latch = started({
      ...options,
      input: { logins: { email: '', namespaces: ['solana', 'eip155'] }, ...options.input },
    })
    if (options.before) await latch.connect('eip155', 'io.metamask')
    const email = latch.context().emailLogin as NonNullable<LatchMachineContext['emailLogin']>
    email.send({ type: 'email.submit', email: 'ada@example.com' })
    const done = await waitFor(
      email,
      (s) => s.matches({ login: 'connected' }) || s.context.error !== undefined,
    )
    return { latch, done }
  },
  async emailLoginSignedIn() {
    const { latch, done } = await scenarios.emailLogin()
    // Signed in already: a second login's connect is done at once.
    const social = latch.context().socialLogin as NonNullable<LatchMachineContext['socialLogin']>
    latch.root.send({ type: 'auth.connect', login: 'social' })
    return { latch, done, social: social.getSnapshot().value }
  },
  emailLoginAnotherWalletHolds: () => scenarios.emailLogin({ before: 'connected' }),
  emailLoginConnectFails: () => scenarios.emailLogin({ connectFails: true }),
  emailLoginNoNamespace: () =>
    scenarios.emailLogin({ input: { logins: { email: '', namespaces: [] } } }),
  async signsIn() {
    const latch = started({ siwx: siwxLogic() })
    await latch.connect()
    const loader = latch.context().siwx as NonNullable<LatchMachineContext['siwx']>
    await waitFor(loader, (s) => s.matches('ready'))
    const siwx = siwxOf(latch.context()) as NonNullable<ReturnType<typeof siwxOf>>
    await waitFor(siwx, (s) => s.matches('awaitingSignature'))
    latch.send({ type: 'siwx.sign' })
    const signing = siwx.getSnapshot().value
    await waitFor(siwx, (s) => !s.matches('signing'))
    return { latch, signing }
  },
  async registersName() {
    const latch = started()
    await latch.connect()
    latch.send({ type: 'modal.open', view: 'RegisterAccountName' })
    latch.send({ type: 'name.register', name: 'ada-lovelace' })
    await waitFor(latch.context().nameRegistration, (s) => s.matches('ready'))
    const registration = nameRegistrationOf(latch.context()) as NonNullable<
      ReturnType<typeof nameRegistrationOf>
    >
    await waitFor(registration, (s) => s.matches('registered'))
    return latch
  },
  async lazyChildren() {
    const latch = started({ siwx: siwxLogic() })
    await latch.connect()
    latch.send({ type: 'snackbar.show', code: 'ACTION_NOT_ALLOWED' })
    latch.send({
      type: 'snackbar.show',
      message: { message: 'Address copied', variant: 'success' },
    })
    // A reset (as the network tells of a change) before the form loaded loads nothing.
    latch.root.send({ type: 'send.reset', namespace: 'eip155' })
    latch.send({ type: 'send.start' })
    latch.send({ type: 'send.edit', edit: { amount: '0.5', receiver: address, token: null } })
    await waitFor(latch.context().send, (s) => s.matches('ready'))
    latch.send({ type: 'network.switch', network: optimism })
    const loader = latch.context().siwx as NonNullable<LatchMachineContext['siwx']>
    await waitFor(loader, (s) => s.matches('ready'))
    const siwx = siwxOf(latch.context()) as NonNullable<ReturnType<typeof siwxOf>>
    await waitFor(siwx, (s) => s.matches('awaitingSignature'))
    const shown = latch.view()
    // The visitor's Cancel, a command to the root.
    latch.send({ type: 'siwx.cancel' })
    return { latch, shown }
  },
}

describe('latchMachine', () => {
  it('behavior: opens at Connect; a wallet connected from a connecting view shows Account, tracked', async () => {
    const { latch, before } = await scenarios.opensAtConnectThenAccount()
    expect(before).toEqual(['Connect'])
    expect(latch.views()).toEqual(['Account'])
    expect(latch.effects.connectSucceeded).toHaveBeenCalledWith({
      type: 'connection.succeeded',
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
  })

  it('behavior: Back reads the connection: to Account, not Connect, once connected', async () => {
    const latch = await scenarios.backFromAWalletShowsAccount()
    expect(latch.views()).toEqual(['Account'])
  })

  it('behavior: a request opens the modal at ApproveTransaction; closing takes it back', async () => {
    const { before, pending } = await scenarios.closeTakesBackRequests()
    expect(before).toBe('ApproveTransaction')
    expect(pending).toEqual([])
  })

  it('behavior: a settled request returns to the view it came from', async () => {
    const { stacked, afterStacked } = await scenarios.aSettledRequestReturnsOrCloses()
    expect(stacked).toEqual(['Connect', 'ApproveTransaction'])
    expect(afterStacked).toEqual(['Connect'])
  })

  it('behavior: SwitchActiveChain remembers the network until the visitor goes back below it', async () => {
    const { latch, awaited } = await scenarios.switchActiveChainLeftForgetsTheNetwork()
    expect(awaited).toBe(solana)
    expect(latch.context().network.getSnapshot().context.awaitedNetwork).toBeUndefined()
  })

  it('behavior: opened for another namespace, its first network is asked for, without confirmation', async () => {
    const latch = await scenarios.openingForAnotherNamespace()
    expect(latch.context().modal.getSnapshot().matches('open')).toBe(true)
    expect(latch.views()).toEqual(['Connect', 'SwitchNetwork'])
    expect(latch.context().router.getSnapshot().context.history.at(-1)?.data).toEqual({
      network: solana,
    })
  })

  it('behavior: wallet events reach the connection of their connector; its network follows', async () => {
    const { latch, moved, active } = await scenarios.walletEvents()
    expect(moved).toEqual({
      connectorId: 'io.metamask',
      accounts: [{ address: '0xbb' }],
      network: 'eip155:10',
    })
    expect(active).toBe(optimism.caipNetworkId)
    expect(latch.connection('eip155').getSnapshot().value).toBe('disconnected')
  })

  it('behavior: a disconnect forgets the connector and closes the modal', async () => {
    const latch = await scenarios.disconnectCloses()
    expect(latch.effects.forgetConnector).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
    expect(latch.context().modal.getSnapshot().value).toBe('closed')
  })

  it("behavior: the namespace's connection holds the account type chosen, or the one given", async () => {
    const latch = await scenarios.accountTypeChosen()
    const preferred = (namespace: 'eip155' | 'solana') =>
      latch.connection(namespace).getSnapshot().context.preferredAccountType
    expect(preferred('eip155')).toBe('ordinal')
    expect(preferred('solana')).toBe('eoa')
  })

  it('behavior: a cancelled connect ends disconnected', async () => {
    const latch = await scenarios.cancelledConnect()
    expect(latch.connection('eip155').getSnapshot().context.error?.message).toBe('Modal closed')
  })

  it('behavior: the embedded wallet connects in the namespace the visitor moves to; signing out resets the logins', async () => {
    const { latch, followed } = await scenarios.theEmbeddedWalletFollowsTheVisitor()
    expect(followed).toBe('auth')
    expect(latch.effects.forgetConnector).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'auth',
    })
    expect(latch.context().emailLogin?.getSnapshot().matches({ login: 'idle' })).toBe(true)
  })

  it('behavior: leaving the Farcaster link disconnected ends its login', async () => {
    const { social } = await scenarios.leavingFarcasterEndsItsLogin()
    expect(social).toBe('idle')
  })

  it('behavior: embedded, the router follows the account: Account, then Connect', async () => {
    const { latch, connected } = await scenarios.embeddedFollowsTheAccount()
    expect(connected).toEqual(['Account'])
    expect(latch.views()).toEqual(['Connect'])
  })

  it('behavior: an approved session connects its first namespace, then the others join it', async () => {
    const latch = await scenarios.approvedSessionJoinsTheFirst()
    expect(latch.asked).toEqual(['eip155', 'solana'])
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(latch.connection(namespace).getSnapshot().context.connection?.connectorId).toBe(
        'walletConnect',
      )
    }
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(mainnet)
    expect(latch.context().pairedSession).toBeUndefined()
  })

  it('behavior: an email login connects the embedded wallet in the active namespace, once', async () => {
    const { latch, done, social } = await scenarios.emailLoginSignedIn()
    expect(done.value).toMatchObject({ login: 'connected' })
    expect(latch.connection('eip155').getSnapshot().context.connection?.connectorId).toBe('auth')
    expect(latch.connection('solana').getSnapshot().matches('disconnected')).toBe(true)
    expect(latch.asked).toEqual(['eip155'])
    expect(social).toBe('idle')
    expect(latch.context().authConnect).toBeUndefined()
  })

  it('errors: another wallet holds the namespace, the wallet refuses, no namespace takes it', async () => {
    const held = await scenarios.emailLoginAnotherWalletHolds()
    expect(held.done.value).toMatchObject({ login: 'idle' })
    expect(held.done.context.error?.message).toBe('Failed to connect')
    expect(held.latch.connection('eip155').getSnapshot().context.connection?.connectorId).toBe(
      'io.metamask',
    )
    const refused = await scenarios.emailLoginConnectFails()
    expect(refused.done.value).toMatchObject({ login: 'idle' })
    expect(refused.done.context.error).toBe(
      refused.latch.connection('eip155').getSnapshot().context.error,
    )
    const none = await scenarios.emailLoginNoNamespace()
    expect(none.done.context.error?.code).toBe('NO_AUTH_CONNECTOR')
  })

  it('behavior: signing in is a command to the root, which the loaded sign-in takes', async () => {
    const { signing } = await scenarios.signsIn()
    expect(signing).toBe('signing')
  })

  it('behavior: a name loads its registration and registers for the connected account', async () => {
    const latch = await scenarios.registersName()
    expect(nameRegistrationOf(latch.context())?.getSnapshot().context).toMatchObject({
      address,
      chainId: 1,
      name: 'ada-lovelace',
    })
    expect(latch.view()).toBe('RegisterAccountNameSuccess')
  })

  it('behavior: sign-in loads as the root starts and hears of each account', async () => {
    const { latch, shown } = await scenarios.lazyChildren()
    expect(shown).toBe('SIWXSignMessage')
    // Required without a prior session: cancelling disconnects the active namespace.
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    expect(latch.effects.forgetConnector).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
    // The form loaded on its first command, with the commands that came meanwhile.
    const form = sendFormOf(latch.context())?.getSnapshot()
    // The network changed after the edit: the form started over.
    expect(form?.context).toMatchObject({
      namespace: 'eip155',
      sendTokenAmount: '',
      receiverAddress: '',
    })
  })

  it('behavior: a disconnect ends every namespace of its session, and the root knows when it is over', async () => {
    const { latch, cascade } = await scenarios.disconnectCascade()
    expect(cascade).toEqual({
      targets: ['eip155', 'solana'],
      pending: ['eip155', 'solana'],
      endsActive: true,
    })
    expect(latch.context().disconnecting).toBeUndefined()
  })

  it('behavior: the active namespace disconnected, one that stays connected goes on', async () => {
    const latch = await scenarios.disconnectGivesWay()
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(mainnet)
    expect(latch.connection('eip155').getSnapshot().matches('connected')).toBe(true)
  })

  it('behavior: an approved session connects the active namespace first, then the others', async () => {
    const latch = await scenarios.approvedSessionConnectsEach()
    // The active namespace (eip155) is asked first; Solana once it has answered (here, failed).
    expect(latch.asked).toEqual(['eip155', 'solana'])
    expect(latch.context().pairedSession).toBeUndefined()
    expect(latch.connection('solana').getSnapshot().context.error?.message).toBe(
      'Failed to connect',
    )
  })

  it('behavior: the WalletConnect view pairs as it opens, and a refresh pairs again', async () => {
    const { first, refreshed } = await scenarios.pairsAsTheViewOpens()
    expect(first).toBe('fetchingUri')
    expect(refreshed).toBe('fetchingUri')
  })

  it('errors: a wallet that fails to disconnect stays connected, and the cascade is over', async () => {
    const latch = await scenarios.disconnectFails()
    const { value, context } = latch.connection('eip155').getSnapshot()
    expect(value).toBe('connected')
    expect(context.error?.message).toBe('Failed to disconnect chains: wallet busy')
    expect(latch.context().disconnecting).toBeUndefined()
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(mainnet)
  })

  it('behavior: choosing a wallet shows it and connects it in one command; Cancel stops it and goes back', async () => {
    const { latch, shown, connecting } = await scenarios.selectsThenCancels()
    expect(shown).toEqual(['Connect', 'ConnectingExternal'])
    expect(connecting).toBe('connecting')
    // The second pick shows the same view (not a second one), and Cancel leaves it.
    expect(latch.views()).toEqual(['Connect'])
    const { value, context } = latch.connection('eip155').getSnapshot()
    expect(value).toBe('disconnected')
    expect(context.error?.message).toBe('Modal closed')
  })

  it('behavior: a sent transfer returns to Account, says so, and refreshes the account twice', async () => {
    const latch = await scenarios.sendsAndConfirms()
    expect(latch.view()).toBe('Account')
    expect(latch.context().snackbar.getSnapshot().context.current?.message).toBe(
      'Sent: transaction 0xsent',
    )
    // Once as the wallet sends, once on chain.
    expect(latch.effects.accountChanged.mock.calls).toEqual([
      [{ type: 'send.transferSent', namespace: 'eip155', address, hash: '0xsent' }],
      [{ type: 'send.transferConfirmed', namespace: 'eip155', address }],
    ])
    expect(sendFormOf(latch.context())?.getSnapshot().context.transfers).toEqual({
      eip155: { hash: '0xsent', status: 'confirmed' },
    })
  })

  it('behavior: a required sign-in cancelled on another network returns to the signed one', async () => {
    const latch = await scenarios.signInCancelledReturnsToTheSignedNetwork()
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(mainnet)
  })

  it('paths: the scenarios take every transition of the root machine', async () => {
    const taken = new Set<string>()
    for (const run of Object.values(scenarios)) {
      const result = await run()
      const latch = 'latch' in result ? result.latch : result
      for (const transition of latch.taken) taken.add(transition)
      latch.root.stop()
    }
    const defined = [latchMachine.root, ...getStateNodes(latchMachine.root)].flatMap((node) =>
      [...node.transitions.values()].flatMap((list) => list.map(labelOf)),
    )
    const untaken = defined.filter((label) => !taken.has(label))
    expect(untaken).toEqual([])
    expect(defined.length).toBeGreaterThan(30)
  })
})
