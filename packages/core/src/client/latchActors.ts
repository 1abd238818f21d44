import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import type { ChainAdapter } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { AUTH_CONNECTOR_ID } from '../connectors/connectorIds.js'
import type { AlertCode } from '../errors/alerts.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import { type SnackbarCode, snackbars } from '../errors/snackbars.js'
import { connectionMachine } from '../machines/connection.js'
import type { emailLoginMachine } from '../machines/emailLogin.js'
import { modalMachine } from '../machines/modal.js'
import { networkSwitchMachine } from '../machines/networkSwitch.js'
import { routerMachine } from '../machines/router.js'
import type { siwxMachine } from '../machines/siwx.js'
import { snackbarMachine } from '../machines/snackbar.js'
import type { socialLoginMachine } from '../machines/socialLogin.js'
import { walletRequestMachine } from '../machines/walletRequest.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { Connection } from '../storage/schemas.js'
import type { LatchAuth } from './latchAuth.js'
import type { LatchConfig, LatchEvent } from './latchConfig.js'
import { createLoginActors } from './loginActors.js'
import { createWalletRequestGate, type WalletRequestGate } from './walletRequestGate.js'

export type LatchActors = {
  router: Actor<typeof routerMachine>
  modal: Actor<typeof modalMachine>
  snackbar: Actor<typeof snackbarMachine>
  network: Actor<typeof networkSwitchMachine>
  walletRequest: Actor<typeof walletRequestMachine>
  /** One per namespace with an adapter. */
  connections: Partial<Record<ChainNamespace, Actor<typeof connectionMachine>>>
  /**
   * Present when the site configured sign-in (`siwx`), once its machine has loaded: just
   * after start-up, before any sign-in can be asked for.
   */
  siwx: Actor<typeof siwxMachine> | undefined
  /** Email login through the embedded wallet; present when the site configured `auth`. */
  emailLogin: Actor<typeof emailLoginMachine> | undefined
  /** Social login through the embedded wallet; present when the site configured `auth`. */
  socialLogin: Actor<typeof socialLoginMachine> | undefined
}

export type LatchActorsParameters = {
  config: LatchConfig
  storage: LatchStorage
  /** The network to start on. */
  activeNetwork: CaipNetwork | undefined
  showAlert: (code: AlertCode) => void
  /** Disconnects the active namespace (and those sharing its connector). */
  disconnect: () => void
  /** Reports an analytics event (the site's `onEvent`, and the analytics service). */
  track: (event: LatchEvent) => void
  /** A connect the visitor asked for succeeded (a reconnect at start-up is not one). */
  connected: (namespace: ChainNamespace, connectorId: string) => void
  /** The active network changed to one of `namespace`: a send in progress no longer applies. */
  resetSend: (namespace: ChainNamespace) => void
  /** The embedded wallet, when the site configured `auth` and an adapter can take it. */
  auth?: LatchAuth | undefined
  /** A wallet request went through: the connected account's balances are stale. */
  refreshBalance?: () => void
}

/**
 * Creates every machine's actor with its side effects supplied, wired to each other through
 * events: the modal resets the router, the router asks the modal to close, the network
 * machine navigates, and so on. Nothing starts here; the runtime (`latchRuntime.ts`) starts them.
 */
export function createLatchActors({
  config,
  storage,
  activeNetwork,
  showAlert,
  disconnect,
  track,
  connected,
  resetSend,
  auth,
  refreshBalance = () => {},
}: LatchActorsParameters): {
  actors: LatchActors
  /** The embedded wallet's requests, through the wallet-request machine. */
  walletRequests: WalletRequestGate
  /** Resolves with the sign-in actor, not started, when the site configured sign-in. */
  siwxLoaded: Promise<Actor<typeof siwxMachine>> | undefined
} {
  const adapters = new Map((config.adapters ?? []).map((adapter) => [adapter.namespace, adapter]))
  const namespaces = [...adapters.keys()]
  const adapterFor = (namespace: string): ChainAdapter => {
    const adapter = adapters.get(namespace as ChainNamespace)
    if (!adapter)
      throw new InternalError('ADAPTER_FOR_NAMESPACE_MISSING', { values: { namespace } })
    return adapter
  }
  const showSnackbar = (code: SnackbarCode) =>
    actors.snackbar.send({
      type: 'snackbar.show',
      snackbar: { ...snackbars[code], autoClose: true },
    })
  const openModalAt = (view: 'ApproveTransaction' | 'UnsupportedChain' | 'SIWXSignMessage') => {
    if (actors.modal.getSnapshot().matches('open')) {
      actors.router.send({ type: 'router.push', view })
    } else {
      actors.modal.send({ type: 'modal.open', view })
    }
  }

  const router = createActor(
    routerMachine.provide({
      actions: {
        closeModal: () => actors.modal.send({ type: 'modal.close' }),
        // The visitor left the Farcaster link: its login ends, and the frame stops waiting.
        clearFarcasterUrl: () => {
          const social = actors.socialLogin?.getSnapshot()
          if (social && (social.matches('farcaster') || social.context.farcasterUrl)) {
            actors.socialLogin?.send({ type: 'social.cancel' })
          }
        },
        reloadAuthConnector: () => auth?.reload(),
      },
    }),
    { input: { embedded: config.embedded ?? false } },
  )

  const modal = createActor(
    modalMachine.provide({
      actions: {
        resetRouter: (_, { view, data }) =>
          actors.router.send({ type: 'router.reset', view, ...(data ? { data } : {}) }),
        switchNamespace: (_, { namespace }) => {
          const network = actors.network
            .getSnapshot()
            .context.networks.find((candidate) => candidate.chainNamespace === namespace)
          if (network) {
            actors.network.send({ type: 'network.request', network, ignoreConfirmation: true })
          }
        },
        rejectWalletRequests: () => actors.walletRequest.send({ type: 'requests.rejectAll' }),
        track: (_, { event, connected }) => track({ event, properties: { connected } }),
      },
    }),
    {
      input: {
        noAdapters: namespaces.length === 0,
        manualControl: config.manualWalletConnectControl ?? false,
        mobile: config.isMobile ?? false,
        embedded: config.embedded ?? false,
        siwxRequired: config.siwx?.getRequired?.() ?? false,
      },
    },
  )

  const snackbar = createActor(snackbarMachine)

  const network = createActor(
    networkSwitchMachine.provide({
      actors: {
        switchNetwork: fromPromise(({ input }) =>
          adapterFor(input.network.chainNamespace).switchNetwork(input),
        ),
        addChain: fromPromise(async ({ input }) => {
          const adapter = adapterFor(input.network.chainNamespace)
          if (!adapter.addNetwork) throw new InternalError('CHAIN_NOT_SUPPORTED')
          await adapter.addNetwork(input)
        }),
      },
      actions: {
        navigate: (_, { view, data }) => actors.router.send({ type: 'router.push', view, data }),
        showAlert: (_, { code }) => showAlert(code),
        openUnsupportedChainView: () => openModalAt('UnsupportedChain'),
        activeNetworkChanged: (_, changed) => {
          storage.set('activeCaipNetworkId', changed.caipNetworkId)
          storage.set('activeNamespace', changed.chainNamespace as ChainNamespace)
          track({ event: 'SWITCH_NETWORK', properties: { network: changed.caipNetworkId } })
        },
        resetSendState: ({ context }) => {
          const namespace = context.activeNetwork?.chainNamespace
          if (namespace) resetSend(namespace as ChainNamespace)
        },
      },
    }),
    {
      input: {
        activeNetwork,
        networks: config.networks,
        namespaces,
        allowUnsupportedChain: config.allowUnsupportedChain ?? false,
        enableNetworkSwitch: config.enableNetworkSwitch ?? true,
        basic: config.basic ?? false,
      },
    },
  )

  const walletRequests = createWalletRequestGate({
    walletRequest: () => actors.walletRequest,
    modalOpen: () => actors.modal.getSnapshot().matches('open'),
  })
  const walletRequest = createActor(
    walletRequestMachine.provide({
      actions: {
        rejectRequests: (_, { ids }) => walletRequests.reject(ids),
        refreshBalance: () => refreshBalance(),
        openApproval: () => openModalAt('ApproveTransaction'),
        openModal: () => {
          if (!actors.modal.getSnapshot().matches('open')) actors.modal.send({ type: 'modal.open' })
        },
        logNotAllowed: (_, { method }) =>
          console.warn(`[latch] the wallet request "${method}" is not allowed`),
        showSnackbar: (_, { code }) => showSnackbar(code),
        finishRequest: (_, { next }) =>
          next === 'popTransactionStack'
            ? actors.router.send({ type: 'router.back' })
            : actors.modal.send({ type: 'modal.close' }),
      },
    }),
  )

  const connections: LatchActors['connections'] = {}
  for (const adapter of adapters.values()) {
    const namespace = adapter.namespace
    connections[namespace] = createActor(
      connectionMachine.provide({
        actors: {
          connect: fromPromise(({ input }) => {
            // The wallet starts on the active network, or on the one a SwitchActiveChain
            // view was opened for.
            const { activeNetwork, awaitedNetwork } = actors.network.getSnapshot().context
            const network = [activeNetwork, awaitedNetwork].find(
              (candidate) => candidate?.chainNamespace === namespace,
            )
            return adapter.connect({ connectorId: input.connectorId, network })
          }),
          reconnect: fromPromise(({ input }) =>
            adapter.reconnect({ connectorId: input.connectorId }),
          ),
          disconnect: fromPromise(({ input }) =>
            adapter.disconnect({ connection: input.connection }),
          ),
        },
        actions: {
          persistConnection: (_, connection) => persistConnection(storage, namespace, connection),
          dropSavedConnections: () => forgetConnections(storage, namespace),
          disconnected: (_, { connectorId, closeModal }) => {
            storage.remove('connectedConnectorId', namespace)
            if (connectorId) recordDisconnected(storage, namespace, connectorId)
            if (closeModal) actors.modal.send({ type: 'modal.close' })
            // Signed out of the embedded wallet: the logins start over.
            if (connectorId === AUTH_CONNECTOR_ID) {
              actors.emailLogin?.send({ type: 'email.signOut' })
              actors.socialLogin?.send({ type: 'social.cancel' })
            }
          },
          connectSucceeded: (_, { connectorId }) => {
            track({ event: 'CONNECT_SUCCESS', properties: { connectorId, namespace } })
            // Before the network and sign-in hear of the connection, so that a view either
            // pushes (UnsupportedChain, SIWXSignMessage) comes on top of Account.
            if (actors.modal.getSnapshot().matches('open')) {
              actors.router.send({ type: 'router.connected' })
            }
            connected(namespace, connectorId)
          },
        },
      }),
      {
        input: {
          namespace,
          reconnect: config.enableReconnect ?? true,
          savedConnectorId: storage.get('connectedConnectorId', namespace),
        },
      },
    )
  }

  // The sign-in machine loads only where the site configured sign-in, after start-up.
  const siwxConfig = config.siwx
  const siwxLoaded =
    siwxConfig &&
    import('./signInActor.js').then(({ createSignInActor }) =>
      createSignInActor({
        config: siwxConfig,
        namespaces,
        signMessage: (network, parameters) =>
          adapterFor(network.split(':')[0] ?? '').signMessage(parameters),
        openSignMessageView: () => openModalAt('SIWXSignMessage'),
        // The modal hears of the new session when the machine's snapshot is published, just
        // after this action; closing before then would be refused as "no session".
        closeModal: () => queueMicrotask(() => actors.modal.send({ type: 'modal.close' })),
        showSnackbar,
        track,
        disconnect,
        resetToConnect: () => actors.router.send({ type: 'router.reset', view: 'Connect' }),
        switchNetwork: (caipNetworkId) => {
          const target = actors.network
            .getSnapshot()
            .context.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
          if (target) actors.network.send({ type: 'network.switch', network: target })
        },
      }),
    )

  /**
   * Connects the AUTH connector once a login succeeded: in the active namespace when its
   * adapter offers it, else in the first that does, through the namespace's connection.
   */
  async function connectAuth(namespaces: readonly ChainNamespace[]): Promise<void> {
    const active = actors.network.getSnapshot().context.activeNetwork?.chainNamespace
    const namespace = namespaces.find((candidate) => candidate === active) ?? namespaces[0]
    const actor = namespace && actors.connections[namespace]
    if (!actor) throw new ConnectionError('NO_AUTH_CONNECTOR')
    const busy = ['reconnecting', 'connecting', 'disconnecting'] as const
    let current = await waitFor(
      actor,
      (snapshot) => !busy.some((state) => snapshot.matches(state)),
      {
        timeout: Infinity,
      },
    )
    if (current.matches('connected')) {
      if (current.context.connection?.connectorId === AUTH_CONNECTOR_ID) return
      // Another wallet holds the namespace: the visitor disconnects it first.
      throw new ConnectionError('FAILED_TO_CONNECT')
    }
    actor.send({ type: 'connection.connect', connectorId: AUTH_CONNECTOR_ID })
    current = await waitFor(actor, (snapshot) => !snapshot.matches('connecting'), {
      timeout: Infinity,
    })
    if (!current.matches('connected')) {
      throw current.context.error ?? new ConnectionError('FAILED_TO_CONNECT')
    }
  }

  const logins =
    auth &&
    createLoginActors({
      auth,
      storage,
      track,
      connectAuth: () => connectAuth(auth.namespaces),
      showFarcasterView: () =>
        actors.router.send({ type: 'router.push', view: 'ConnectingFarcaster' }),
    })

  const actors: LatchActors = {
    router,
    modal,
    snackbar,
    network,
    walletRequest,
    connections,
    siwx: undefined,
    emailLogin: logins?.emailLogin,
    socialLogin: logins?.socialLogin,
  }
  return { actors, walletRequests, siwxLoaded }
}

function persistConnection(
  storage: LatchStorage,
  namespace: ChainNamespace,
  connection: Connection,
) {
  storage.set('connectedConnectorId', connection.connectorId, namespace)
  const all = storage.get('connections') ?? {}
  const others = (all[namespace] ?? []).filter(
    (saved) => saved.connectorId !== connection.connectorId,
  )
  storage.set('connections', { ...all, [namespace]: [connection, ...others] })
  const disconnected = storage.get('disconnectedConnectorIds') ?? {}
  const remaining = (disconnected[namespace] ?? []).filter((id) => id !== connection.connectorId)
  storage.set('disconnectedConnectorIds', { ...disconnected, [namespace]: remaining })
}

function forgetConnections(storage: LatchStorage, namespace: ChainNamespace) {
  storage.remove('connectedConnectorId', namespace)
  const all = storage.get('connections') ?? {}
  const { [namespace]: _dropped, ...others } = all
  storage.set('connections', others)
}

function recordDisconnected(storage: LatchStorage, namespace: ChainNamespace, connectorId: string) {
  const disconnected = storage.get('disconnectedConnectorIds') ?? {}
  const ids = (disconnected[namespace] ?? []).filter((id) => id !== connectorId)
  storage.set('disconnectedConnectorIds', { ...disconnected, [namespace]: [...ids, connectorId] })
}
