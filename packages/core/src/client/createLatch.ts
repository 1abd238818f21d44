import { type AnyActorRef, waitFor } from 'xstate'
import type { AdapterEvent } from '../adapters/chainAdapter.js'
import type { CaipAddress } from '../caip/caipAddress.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Features } from '../config/features.js'
import { type Alert, type AlertCode, getAlert } from '../errors/alerts.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import { SiwxError } from '../errors/siwx.js'
import { snackbars } from '../errors/snackbars.js'
import { namespacesToDisconnect } from '../machines/connection.js'
import type { ModalFacts, ModalOpenOptions } from '../machines/modal.js'
import { currentView } from '../machines/router.js'
import { hasSiwxSession } from '../machines/siwx.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { AccountData } from '../services/accountData.js'
import { createStorage } from '../storage/createStorage.js'
import type { Connection } from '../storage/schemas.js'
import { localStorageBackend } from '../storage/storageBackend.js'
import { createLatchActors, type LatchActors } from './latchActors.js'
import { type LatchConfig, validateLatchConfig } from './latchConfig.js'
import { createLatchServices } from './latchServices.js'
import { type LatchState, readLatchState } from './latchState.js'

export type ConnectParameters = { connectorId: string; namespace?: ChainNamespace }

export type LatchClient = {
  /** Opens the modal by the rules of SPEC.md §2 "Opening the modal". */
  open(options?: ModalOpenOptions): void
  close(): void
  /** Connects a namespace (the active one by default); resolves with the connection. */
  connect(parameters: ConnectParameters): Promise<Connection>
  /** Disconnects a namespace (the active one by default) and those sharing its session. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Makes a configured network active, asking the wallet when one is connected there. */
  switchNetwork(network: CaipNetwork): Promise<void>
  /** Signs the waiting sign-in message (SIWXSignMessage). */
  signIn(): Promise<void>
  dismissAlert(): void
  getState(): LatchState
  /**
   * Calls `listener` when the selected part of the state changes (compared with
   * `isEqual`, `Object.is` by default). Returns the unsubscribe function.
   */
  subscribe<Selected>(
    selector: (state: LatchState) => Selected,
    listener: (selected: Selected, previous: Selected) => void,
    isEqual?: (a: Selected, b: Selected) => boolean,
  ): () => void
  /** The running machines, for custom UIs that send their events directly. */
  readonly actors: LatchActors
  /** Stops every machine and listener. */
  destroy(): void
  /** Resolves once the project's remote configuration has loaded (or failed to). */
  readonly ready: Promise<void>
  /** Whether this page's origin may use email and social login (SPEC.md §5). */
  checkOrigin(): Promise<boolean>
  /** Balances, activity, identity and names through the blockchain service, when configured. */
  readonly accountData: AccountData | undefined
}

/**
 * The headless Latch client: validates the configuration, creates and wires the machines,
 * restores the last visit's connections, and gives a UI (React, custom, or none) one state
 * to render and a few calls to make.
 *
 * @example
 * const latch = createLatch({ networks: [mainnet], adapters: [evmAdapter] })
 * latch.subscribe((state) => state.view, (view) => render(view))
 * latch.open()
 */
export function createLatch(config: LatchConfig): LatchClient {
  validateLatchConfig(config)
  const storage = createStorage({ backend: config.storage ?? localStorageBackend() })
  let alert: Alert | undefined
  // Until every actor runs, changes are only recorded; the first sync happens at the end.
  let started = false
  const showAlert = (
    code: AlertCode,
    values?: { features?: readonly string[]; cause?: string },
  ) => {
    alert = getAlert(code, values)
    if (started) notify()
  }
  let features: Features
  const services = createLatchServices({
    config,
    storage,
    showAlert,
    showSnackbar: (code) =>
      actors.snackbar.send({
        type: 'snackbar.show',
        snackbar: { ...snackbars[code], autoClose: true },
      }),
    onFeatures: (next) => {
      features = next
      notify()
    },
  })
  features = services.features()

  const actors = createLatchActors({
    config,
    storage,
    showAlert,
    disconnect: () => void client.disconnect().catch(() => {}),
    track: services.track,
  })
  const connectionActors = Object.entries(actors.connections) as [
    ChainNamespace,
    NonNullable<LatchActors['connections'][ChainNamespace]>,
  ][]

  // Derived state, recomputed once per change of any actor.
  let state: LatchState | undefined
  const listeners = new Set<() => void>()
  function notify() {
    state = undefined
    if (!started) return
    syncFacts()
    for (const listener of [...listeners]) listener()
  }

  // Facts each machine keeps of the others, sent only when they change.
  const sent = new Map<string, string>()
  function sendOnce(key: string, value: unknown, send: () => void) {
    const serialized = JSON.stringify(value)
    if (sent.get(key) === serialized) return
    sent.set(key, serialized)
    send()
  }
  const wasConnected = new Map<ChainNamespace, string | undefined>()
  function syncFacts() {
    const current = client.getState()
    const connected = current.connection !== undefined
    const facts: Partial<ModalFacts> = {
      connected,
      activeNamespace: current.activeNamespace,
      view: currentView(actors.router.getSnapshot().context),
      transactionStackEmpty: current.walletRequests.transactionStack === 0,
      hasSiwxSessions: actors.siwx ? hasSiwxSession(actors.siwx.getSnapshot()) : false,
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
  }

  // A new connection brings its wallet's network, and a sign-in when the site wants one.
  function followConnections() {
    for (const [namespace, actor] of connectionActors) {
      const snapshot = actor.getSnapshot()
      const connection = snapshot.matches('connected') ? snapshot.context.connection : undefined
      const address = connection?.accounts[0]?.address
      const key = connection?.network && address ? `${connection.network}:${address}` : undefined
      if (wasConnected.get(namespace) === key) continue
      const before = wasConnected.get(namespace)
      wasConnected.set(namespace, key)
      if (key && connection?.network) {
        const caipNetworkId = connection.network as CaipNetworkId
        actors.network.send({ type: 'network.walletChanged', caipNetworkId })
        actors.siwx?.send({
          type: 'siwx.connected',
          account: { caipAddress: key as CaipAddress, network: caipNetworkId },
        })
      } else if (before) {
        actors.siwx?.send({ type: 'siwx.disconnected' })
      }
    }
  }

  // Wallet events reach the namespace's connection when they are about its connector.
  function onAdapterEvent(namespace: ChainNamespace, event: AdapterEvent) {
    if (event.type === 'connectorsChanged') return notify()
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
  }

  function connectionActor(namespace: ChainNamespace | undefined) {
    const target = namespace ?? client.getState().activeNamespace ?? connectionActors[0]?.[0]
    const actor = target ? actors.connections[target] : undefined
    if (!actor) {
      throw new InternalError('ADAPTER_FOR_NAMESPACE_MISSING', {
        values: { namespace: target ?? 'none' },
      })
    }
    return actor
  }

  const client: LatchClient = {
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
    async disconnect(namespace) {
      const first = connectionActor(namespace)
      const connectorIds = Object.fromEntries(
        connectionActors
          .filter(([, actor]) => actor.getSnapshot().matches('connected'))
          .map(([name, actor]) => [name, actor.getSnapshot().context.connection?.connectorId]),
      ) as Partial<Record<ChainNamespace, string>>
      const targets = namespacesToDisconnect(first.getSnapshot().context.namespace, connectorIds)
      const results = await Promise.all(
        connectionActors
          .filter(([name]) => targets.includes(name))
          .map(async ([, actor]) => {
            actor.send({ type: 'connection.disconnect' })
            const settled = await waitFor(actor, (s) => !s.matches('disconnecting'), {
              timeout: Infinity,
            })
            return settled.matches('connected') ? settled.context.error : undefined
          }),
      )
      const failure = results.find((error) => error !== undefined)
      if (failure) throw failure
    },
    async switchNetwork(network) {
      actors.network.send({ type: 'network.switch', network })
      const settled = await waitFor(actors.network, (s) => s.matches('idle'), { timeout: Infinity })
      if (settled.context.error) throw settled.context.error
    },
    async signIn() {
      const siwx = actors.siwx
      if (!siwx) throw new SiwxError('NOT_ENABLED')
      if (!siwx.getSnapshot().matches('awaitingSignature')) {
        throw new SiwxError('NO_ACTIVE_CAIP_ADDRESS')
      }
      siwx.send({ type: 'siwx.sign' })
      const settled = await waitFor(siwx, (s) => !s.matches('signing'), { timeout: Infinity })
      if (!settled.matches('signedIn'))
        throw settled.context.error ?? new SiwxError('SIGN_MESSAGE_FAILED')
    },
    dismissAlert() {
      alert = undefined
      notify()
    },
    getState() {
      state ??= { ...readLatchState(actors, alert, config.adapters ?? []), features }
      return state
    },
    subscribe(selector, listener, isEqual = Object.is) {
      let previous = selector(client.getState())
      const onChange = () => {
        const next = selector(client.getState())
        if (isEqual(next, previous)) return
        const last = previous
        previous = next
        listener(next, last)
      }
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    actors,
    ready: services.ready,
    checkOrigin: () => services.checkOrigin(),
    accountData: services.accountData,
    destroy() {
      for (const subscription of subscriptions) subscription.unsubscribe()
      for (const unsubscribe of adapterSubscriptions) unsubscribe()
      listeners.clear()
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
    ...(actors.siwx ? [actors.siwx] : []),
  ]
  const subscriptions = all.map((actor) => {
    actor.start()
    return actor.subscribe(notify)
  })
  const adapterSubscriptions = (config.adapters ?? []).map((adapter) =>
    adapter.subscribe((event) => onAdapterEvent(adapter.namespace, event)),
  )
  for (const [, actor] of connectionActors) actor.send({ type: 'connection.start' })
  started = true
  syncFacts()
  return client
}
