import { type AnyActorRef, waitFor } from 'xstate'
import type { AdapterEvent, ChainAdapter } from '../adapters/chainAdapter.js'
import type { ApproveWalletRequest } from '../auth/walletRequestApproval.js'
import type { CaipAddress } from '../caip/caipAddress.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { AUTH_CONNECTOR_ID } from '../connectors/connectorIds.js'
import { type Alert, getAlert } from '../errors/alerts.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import { SiwxError } from '../errors/siwx.js'
import { type SnackbarCode, snackbars } from '../errors/snackbars.js'
import { namespacesToDisconnect } from '../machines/connection.js'
import type { ModalFacts } from '../machines/modal.js'
import { currentView } from '../machines/router.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { LatchStorage } from '../storage/createStorage.js'
import { idleNameRegistration, idleSend } from './initialLatchState.js'
import { createLatchActors, type LatchActors } from './latchActors.js'
import type { LatchAuth } from './latchAuth.js'
import type { LatchClient } from './latchClient.js'
import type { LatchConfig } from './latchConfig.js'
import type { LatchServices } from './latchServices.js'
import { type LatchClientParts, type LatchState, readLatchState } from './latchState.js'
import { createLoginControls, type LoginControls } from './loginControls.js'
import type { NameRegistrationFlow } from './nameRegistrationFlow.js'
import type { SendFlow } from './sendFlow.js'

/** The adapter events about one connector (not the list of connectors). */
export type WalletEvent = Exclude<AdapterEvent, { type: 'connectorsChanged' }>

export type LatchRuntimeParameters = {
  config: LatchConfig
  storage: LatchStorage
  services: LatchServices
  /** The network to start on (resolved by the client from storage and config). */
  activeNetwork: CaipNetwork | undefined
  /** Shows an alert: the machines raise theirs by code, and the runtime brings the texts. */
  showAlert: (alert: Alert) => void
  /** A connect the visitor asked for succeeded: the wallet becomes a recent one. */
  connected: (namespace: ChainNamespace, connectorId: string) => void
  /** The client's state, this runtime's part included. */
  getState: () => LatchState
  /** A machine changed: the client recomputes its state and tells its listeners. */
  changed: () => void
  /** The embedded wallet, when the site configured `auth`: its login machines run here. */
  auth?: LatchAuth | undefined
}

/**
 * The running machines behind a {@link LatchClient}: the calls that need them, and the part of
 * the state they make. The client creates it once this module has loaded.
 */
export type LatchRuntime = Pick<
  LatchClient,
  | 'open'
  | 'close'
  | 'connect'
  | 'disconnect'
  | 'switchNetwork'
  | 'signIn'
  | 'sendTokens'
  | 'registerName'
  | 'rejectWalletRequests'
> & {
  actors: LatchActors
  /** Takes an embedded wallet's signing request through ApproveTransaction to the frame. */
  approveWalletRequest: ApproveWalletRequest
  /** Email and social login over the login machines (they reject without `auth`). */
  login: LoginControls
  /** The state of the machines and flows, with the client's own parts. */
  readState(parts: LatchClientParts): LatchState
  /** Tells each machine what it keeps of the others; call after any change. */
  syncFacts(): void
  /** A wallet event about a connector, from the namespace's adapter. */
  onWalletEvent(namespace: ChainNamespace, event: WalletEvent): void
  showSnackbar(code: SnackbarCode): void
  /** Stops every machine. */
  destroy(): void
}

/**
 * Creates, wires and starts the machines of a client: restores the last visit's connections,
 * loads sign-in when configured, and keeps the machines' facts of each other in sync. Loaded
 * with `import()` by `createLatch`, so that a page does not load the machines (nor XState)
 * before the visitor needs them.
 */
export function createLatchRuntime({
  config,
  storage,
  services,
  activeNetwork,
  showAlert,
  connected,
  getState,
  changed,
  auth,
}: LatchRuntimeParameters): LatchRuntime {
  const adapters = config.adapters ?? []
  const adapterFor = (namespace: ChainNamespace) =>
    adapters.find((adapter) => adapter.namespace === namespace)
  // Until every actor runs, changes are not reported; the client reads the state once created.
  let started = false
  const onChange = () => {
    if (started) changed()
  }

  // Flows loaded on first use: a page that never sends or registers a name does not load them.
  let sendFlow: Promise<SendFlow> | undefined
  let sending: SendFlow | undefined
  let registration: NameRegistrationFlow | undefined
  let destroyed = false
  function adopt(actor: AnyActorRef) {
    actor.start()
    subscriptions.push(actor.subscribe(onChange))
    all.push(actor)
  }

  const { actors, walletRequests, siwxLoaded } = createLatchActors({
    config,
    storage,
    activeNetwork,
    showAlert: (code) => showAlert(getAlert(code)),
    disconnect: () => void runtime.disconnect().catch(() => {}),
    track: services.track,
    connected,
    resetSend: (namespace) => sending?.actor.send({ type: 'send.reset', namespace }),
    auth,
    // A signed or sent request changes what the account holds: its balances are read again.
    refreshBalance: () => {
      for (const [namespace] of connectionActors) {
        const address = connectedAccount(namespace)?.accounts[0]?.address
        if (address) services.invalidateBalances(address)
      }
    },
  })
  const connectionActors = Object.entries(actors.connections) as [
    ChainNamespace,
    NonNullable<LatchActors['connections'][ChainNamespace]>,
  ][]

  // Facts each machine keeps of the others, sent only when they change.
  const sent = new Map<string, string>()
  function sendOnce(key: string, value: unknown, send: () => void) {
    const serialized = JSON.stringify(value)
    if (sent.get(key) === serialized) return
    sent.set(key, serialized)
    send()
  }
  function syncFacts() {
    const current = getState()
    const connected = current.connection !== undefined
    const facts: Partial<ModalFacts> = {
      connected,
      activeNamespace: current.activeNamespace,
      view: currentView(actors.router.getSnapshot().context),
      transactionStackEmpty: current.walletRequests.transactionStack === 0,
      hasSiwxSessions: actors.siwx?.getSnapshot().matches('signedIn') ?? false,
    }
    sendOnce('modal', facts, () => actors.modal.send({ type: 'modal.sync', facts }))
    sendOnce('router', connected, () => actors.router.send({ type: 'router.sync', connected }))
    const connectorIds: Partial<Record<ChainNamespace, string>> = {}
    for (const [namespace, actor] of connectionActors) {
      const snapshot = actor.getSnapshot()
      if (snapshot.matches('connected')) {
        connectorIds[namespace] = snapshot.context.connection?.connectorId as string
      }
    }
    sendOnce('network', connectorIds, () =>
      actors.network.send({ type: 'network.sync', connectorIds }),
    )
    followConnections()
    followAuthAcrossNamespaces(current.activeNamespace)
  }

  // The embedded wallet is one login for every namespace whose adapter takes it: a visitor
  // signed in on one who moves to another namespace (switching to one of its networks) is
  // connected there too, without a prompt. Only on a move: a namespace left disconnected on
  // purpose stays so.
  let followedNamespace = activeNetwork?.chainNamespace as ChainNamespace | undefined
  function followAuthAcrossNamespaces(namespace: ChainNamespace | undefined) {
    if (namespace === followedNamespace) return
    followedNamespace = namespace
    if (!auth || !namespace || !auth.namespaces.includes(namespace)) return
    const target = actors.connections[namespace]
    if (!target?.getSnapshot().matches('disconnected')) return
    const signedIn = connectionActors.some(
      ([other, actor]) =>
        other !== namespace &&
        actor.getSnapshot().matches('connected') &&
        actor.getSnapshot().context.connection?.connectorId === AUTH_CONNECTOR_ID,
    )
    if (signedIn) target.send({ type: 'connection.connect', connectorId: AUTH_CONNECTOR_ID })
  }

  function currentAccount(actor: (typeof connectionActors)[number][1]) {
    const snapshot = actor.getSnapshot()
    const connection = snapshot.matches('connected') ? snapshot.context.connection : undefined
    const address = connection?.accounts[0]?.address
    const network = connection?.network as CaipNetworkId | undefined
    return network && address
      ? { caipAddress: `${network}:${address}` as CaipAddress, network }
      : undefined
  }

  // A new connection brings its wallet's network, and a sign-in when the site wants one. Each
  // follower remembers what it was told, so that sign-in, loaded later, hears of what it missed.
  const networkFollowed = new Map<ChainNamespace, string | undefined>()
  const signInFollowed = new Map<ChainNamespace, string | undefined>()
  function followConnections() {
    for (const [namespace, actor] of connectionActors) {
      const account = currentAccount(actor)
      if (networkFollowed.get(namespace) !== account?.caipAddress) {
        networkFollowed.set(namespace, account?.caipAddress)
        if (account)
          actors.network.send({ type: 'network.walletChanged', caipNetworkId: account.network })
      }
      const siwx = actors.siwx
      const before = signInFollowed.get(namespace)
      if (!siwx || before === account?.caipAddress) continue
      signInFollowed.set(namespace, account?.caipAddress)
      if (account) siwx.send({ type: 'siwx.connected', account })
      else if (before) siwx.send({ type: 'siwx.disconnected' })
    }
  }

  function connectionActor(namespace: ChainNamespace | undefined) {
    const target = namespace ?? getState().activeNamespace ?? connectionActors[0]?.[0]
    const actor = target ? actors.connections[target] : undefined
    if (!actor) {
      throw new InternalError('ADAPTER_FOR_NAMESPACE_MISSING', {
        values: { namespace: target ?? 'none' },
      })
    }
    return actor
  }

  function connectedAccount(namespace: ChainNamespace) {
    const snapshot = actors.connections[namespace]?.getSnapshot()
    return snapshot?.matches('connected') ? snapshot.context.connection : undefined
  }
  // The configured network the namespace's account is on (the active one before it says).
  function networkOf(namespace: ChainNamespace): CaipNetwork | undefined {
    const { networks, activeNetwork } = actors.network.getSnapshot().context
    const caipNetworkId =
      connectedAccount(namespace)?.network ??
      (activeNetwork?.chainNamespace === namespace ? activeNetwork.caipNetworkId : undefined)
    return networks.find((network) => network.caipNetworkId === caipNetworkId)
  }
  function loadSendFlow(): Promise<SendFlow> {
    sendFlow ??= import('./sendFlow.js').then(({ createSendFlow }) => {
      const flow = createSendFlow({
        adapterFor,
        accountOf: (namespace) => connectedAccount(namespace)?.accounts[0]?.address,
        networkOf,
        activeNamespace: () => getState().activeNamespace,
        showAccount: () => actors.router.send({ type: 'router.reset', view: 'Account' }),
        sent: (address) => services.invalidateBalances(address),
        track: services.track,
      })
      if (!destroyed) adopt(flow.actor)
      sending = flow
      return flow
    })
    return sendFlow
  }

  const runtime: LatchRuntime = {
    actors,
    login: createLoginControls({ auth, actors }),
    readState: (parts) =>
      readLatchState(actors, adapters, {
        ...parts,
        send: sending?.state() ?? idleSend,
        nameRegistration: registration?.state() ?? idleNameRegistration,
      }),
    syncFacts,
    // Wallet events reach the namespace's connection when they are about its connector.
    onWalletEvent(namespace, event) {
      const actor = actors.connections[namespace]
      const snapshot = actor?.getSnapshot()
      if (!actor || snapshot?.context.connection?.connectorId !== event.connectorId) return
      if (
        event.type === 'disconnected' ||
        (event.type === 'accountsChanged' && !event.accounts.length)
      ) {
        actor.send({ type: 'connection.lost' })
      } else if (event.type === 'accountsChanged') {
        const accounts = event.accounts.map(({ address, type }) =>
          type ? { address, type } : { address },
        )
        actor.send({ type: 'connection.accountsChanged', accounts })
      } else {
        actor.send({ type: 'connection.networkChanged', network: event.caipNetworkId })
      }
    },
    showSnackbar: (code) =>
      actors.snackbar.send({
        type: 'snackbar.show',
        snackbar: { ...snackbars[code], autoClose: true },
      }),
    open: (options = {}) => actors.modal.send({ type: 'modal.open', ...options }),
    close: () => actors.modal.send({ type: 'modal.close' }),
    async connect({ connectorId, namespace }) {
      const actor = connectionActor(namespace)
      if (actor.getSnapshot().matches('connecting')) actor.send({ type: 'connection.cancel' })
      actor.send({ type: 'connection.connect', connectorId })
      const settled = await waitFor(actor, (s) => !s.matches('connecting'), { timeout: Infinity })
      const { connection, error } = settled.context
      if (settled.matches('connected') && connection) return connection
      throw error ?? new ConnectionError('FAILED_TO_CONNECT')
    },
    async disconnect(namespace, options = {}) {
      const first = connectionActor(namespace)
      const connectorIds = Object.fromEntries(
        connectionActors
          .filter(([, actor]) => actor.getSnapshot().matches('connected'))
          .map(([name, actor]) => [name, actor.getSnapshot().context.connection?.connectorId]),
      ) as Partial<Record<ChainNamespace, string>>
      const targets = namespacesToDisconnect(first.getSnapshot().context.namespace, connectorIds)
      const remaining = (Object.keys(connectorIds) as ChainNamespace[]).filter(
        (name) => !targets.includes(name),
      )
      const { closeModal = true } = options
      const close = closeModal === 'whenNoneLeft' ? remaining.length === 0 : closeModal
      const results = await Promise.all(
        connectionActors
          .filter(([name]) => targets.includes(name))
          .map(async ([, actor]) => {
            actor.send({ type: 'connection.disconnect', closeModal: close })
            const settled = await waitFor(actor, (s) => !s.matches('disconnecting'), {
              timeout: Infinity,
            })
            return settled.matches('connected') ? settled.context.error : undefined
          }),
      )
      const failure = results.find((error) => error !== undefined)
      if (failure) throw failure
      // The active namespace lost its wallet while another keeps one: that one goes on.
      const active = actors.network.getSnapshot().context.activeNetwork?.chainNamespace as
        | ChainNamespace
        | undefined
      const next = remaining.map(connectedAccount).find((connection) => connection?.network)
      if (active && targets.includes(active) && next?.network) {
        actors.network.send({
          type: 'network.walletChanged',
          caipNetworkId: next.network as CaipNetworkId,
        })
      }
    },
    async switchNetwork(network, options = {}) {
      if (options.confirm) {
        actors.network.send({ type: 'network.request', network })
        return
      }
      actors.network.send({ type: 'network.switch', network })
      const settled = await waitFor(actors.network, (s) => s.matches('idle'), { timeout: Infinity })
      if (settled.context.error) throw settled.context.error
    },
    async signIn() {
      const siwx = await siwxStarted
      if (!siwx) throw new SiwxError('NOT_ENABLED')
      if (!siwx.getSnapshot().matches('awaitingSignature')) {
        throw new SiwxError('NO_ACTIVE_CAIP_ADDRESS')
      }
      siwx.send({ type: 'siwx.sign' })
      const settled = await waitFor(siwx, (s) => !s.matches('signing'), { timeout: Infinity })
      if (!settled.matches('signedIn'))
        throw settled.context.error ?? new SiwxError('SIGN_MESSAGE_FAILED')
    },
    approveWalletRequest: (request) => walletRequests.submit(request),
    rejectWalletRequests() {
      // Reject returns to the view the request came from, or closes the modal it opened.
      const stacked = actors.walletRequest.getSnapshot().context.transactionStack > 0
      actors.walletRequest.send({ type: 'requests.rejectAll' })
      if (stacked) actors.router.send({ type: 'router.back' })
      else actors.modal.send({ type: 'modal.close' })
    },
    async sendTokens(parameters) {
      return (await loadSendFlow()).sendTokens(parameters)
    },
    async registerName(name) {
      const { createNameRegistrationFlow } = await import('./nameRegistrationFlow.js')
      const flow = createNameRegistrationFlow({
        address: connectedAccount('eip155')?.accounts[0]?.address,
        network: networkOf('eip155'),
        busy: registration?.state().status === 'registering',
        // Connected on eip155, so its adapter exists.
        signMessage: (parameters) => (adapterFor('eip155') as ChainAdapter).signMessage(parameters),
        post: services.registerName,
        setProfileName: services.setProfileName,
        navigate: (view) => actors.router.send({ type: 'router.replace', view }),
      })
      registration?.actor.stop()
      registration = flow
      if (!destroyed) adopt(flow.actor)
      await flow.register(name)
    },
    destroy() {
      destroyed = true
      for (const subscription of subscriptions) subscription.unsubscribe()
      for (const actor of all) actor.stop()
    },
  }
  const all: AnyActorRef[] = [
    actors.router,
    actors.modal,
    actors.snackbar,
    actors.network,
    actors.walletRequest,
    ...connectionActors.map(([, actor]) => actor),
    ...[actors.emailLogin, actors.socialLogin].filter((actor) => actor !== undefined),
  ]
  const subscriptions = all.map((actor) => {
    actor.start()
    return actor.subscribe(onChange)
  })
  // The embedded wallet's card is shown by ApproveTransaction only: a modal closed in any way
  // (even with a flow's view to return to) takes back the requests the visitor no longer sees.
  // A wallet connected after the modal closed is not the one SwitchActiveChain waited for.
  subscriptions.push(
    actors.modal.subscribe((snapshot) => {
      if (snapshot.matches('open')) return
      if (actors.walletRequest.getSnapshot().context.pending.length) {
        actors.walletRequest.send({ type: 'requests.rejectAll' })
      }
      if (actors.network.getSnapshot().context.awaitedNetwork) {
        actors.network.send({ type: 'network.forgetAwaited' })
      }
    }),
  )
  // Leaving ApproveTransaction in any way (Back, a pushed UnsupportedChain, the site's
  // open({ view })) hides the frame, so its requests are taken back as well. SwitchActiveChain
  // hands over to Connect in its place; once the history is popped below that place, its
  // network waits for no wallet.
  let approving = false
  let awaitedAt: number | undefined
  subscriptions.push(
    actors.router.subscribe(({ context }) => {
      const view = currentView(context)
      const leftApproval = approving && view !== 'ApproveTransaction'
      approving = view === 'ApproveTransaction'
      if (leftApproval && actors.walletRequest.getSnapshot().context.pending.length) {
        actors.walletRequest.send({ type: 'requests.rejectAll' })
      }
      if (view === 'SwitchActiveChain') awaitedAt = context.history.length
      else if (awaitedAt !== undefined && context.history.length < awaitedAt) {
        awaitedAt = undefined
        actors.network.send({ type: 'network.forgetAwaited' })
      }
    }),
  )
  for (const [, actor] of connectionActors) actor.send({ type: 'connection.start' })
  started = true
  const siwxStarted = siwxLoaded?.then((siwx) => {
    if (destroyed) return undefined
    actors.siwx = siwx
    adopt(siwx)
    changed()
    return siwx
  })
  return runtime
}
