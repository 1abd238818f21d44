import {
  type ActorRefFrom,
  type AnyActorLogic,
  createActor,
  fromPromise,
  type InspectionEvent,
} from 'xstate'
import { askWalletToRevoke } from '../actions/askWalletToRevoke.js'
import { readNfts } from '../actions/getNfts.js'
import { readSessions } from '../actions/getSessions.js'
import type { ChainAdapter } from '../adapters/chainAdapter.js'
import type { FrameLifecycle } from '../auth/secureFrameHost.js'
import type { ApproveWalletRequest } from '../auth/walletRequestApproval.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { type Alert, getAlert } from '../errors/alerts.js'
import { InternalError } from '../errors/internal.js'
import { latchMachine } from '../machines/latch.js'
import { latchChildren, wirePairing } from '../machines/latchChildren.js'
import { frameOf, type LatchMachineContext } from '../machines/latchContext.js'
import type { LatchCommand, WalletEvent } from '../machines/latchEvents.js'
import type { Pairing, PairingApproval } from '../machines/pairing.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { Connection } from '../storage/schemas.js'
import type { WalletConnectSession } from '../walletConnect/walletConnectClient.js'
import {
  forgetConnections,
  persistConnection,
  persistSavedConnections,
  recordDisconnected,
} from './connectionStorage.js'
import { actorsOf, type LatchActors } from './latchActors.js'
import type { LatchAuth } from './latchAuth.js'
import type { LatchActor } from './latchClient.js'
import type { LatchConfig } from './latchConfig.js'
import { latchRootInput } from './latchRootInput.js'
import type { LatchServices } from './latchServices.js'
import type { LatchClientParts, LatchState } from './latchState.js'

type LoginLogicModule = typeof import('./loginLogic.js')

import { createLatchStateSelector } from './selectLatchState.js'
import type { LatchWalletConnect } from './walletConnectLoader.js'
import { createWalletRequestGate } from './walletRequestGate.js'
import { whenLoaded } from './whenLoaded.js'

// The client follows the connected account's profile once the machines run (createLatch.ts).
export { followAccountProfile } from './accountProfile.js'
export type { WalletEvent }

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
  /** A machine changed: the client recomputes its state and tells its listeners. */
  changed: () => void
  /** The embedded wallet, when the site configured `auth`: its login machines run here. */
  auth?: LatchAuth | undefined
  /** WalletConnect, when the site configured it: its pairing runs here. */
  walletConnect?: LatchWalletConnect | undefined
}

/**
 * The running root machine behind a {@link LatchClient}, as the actions of `src/actions/` and
 * the client use it: the machine, its children, and the facts they read from them. The client
 * creates it once this module has loaded.
 */
export type LatchRuntime = {
  root: LatchActor
  /** The root machine's children. */
  actors: LatchActors
  /** Sends a command to the root machine. */
  send(command: LatchCommand): void
  context(): LatchMachineContext
  services: LatchServices
  /** The embedded wallet, when the site configured `auth`. */
  auth: LatchAuth | undefined
  /** The adapter of `namespace`; throws when none is configured. */
  adapterFor(namespace: string): ChainAdapter
  /** The namespace (the active one by default, else the first) and its connection. */
  connectionOf(namespace: ChainNamespace | undefined): {
    namespace: ChainNamespace
    actor: ActorRefFrom<typeof latchChildren.connection>
  }
  /** The connection of `namespace` while it is connected. */
  connectedAccount(namespace: ChainNamespace): Connection | undefined
  /** The configured network the namespace's account is on (the active one before it says). */
  networkOf(namespace: ChainNamespace): CaipNetwork | undefined
  activeNamespace(): ChainNamespace | undefined
  /** Whether the client was destroyed. */
  destroyed(): boolean
  /** Takes an embedded wallet's signing request through ApproveTransaction to the frame. */
  approveWalletRequest: ApproveWalletRequest
  /** The secure frame's lifecycle machine (with `auth`), once its code has loaded. */
  frameLifecycle(): Promise<FrameLifecycle>
  /** The state of the machines, with the client's own parts. */
  readState(parts: LatchClientParts): LatchState
  /** A wallet event about a connector, from the namespace's adapter. */
  onWalletEvent(namespace: ChainNamespace, event: WalletEvent): void
  /** Stops every machine. */
  destroy(): void
}

/**
 * Creates and starts the root machine of a client with the adapters' and services' effects
 * supplied: it restores the last visit's connections and loads sign-in when configured.
 * Loaded with `import()` by `createLatch`, so that a page does not load the machines (nor
 * XState) before the visitor needs them.
 */
export function createLatchRuntime({
  config,
  storage,
  services,
  activeNetwork,
  showAlert,
  connected,
  changed,
  auth,
  walletConnect,
}: LatchRuntimeParameters): LatchRuntime {
  const adapters = config.adapters ?? []
  const namespaces = adapters.map((adapter) => adapter.namespace)
  const adapterFor = (namespace: string): ChainAdapter => {
    const adapter = adapters.find((candidate) => candidate.namespace === namespace)
    if (!adapter) {
      throw new InternalError('ADAPTER_FOR_NAMESPACE_MISSING', { values: { namespace } })
    }
    return adapter
  }
  const track = services.track
  // The blockchain service, where the site configured one (names, swaps, buys).
  const blockchain = services.blockchain
  // Until the root machine runs, changes are not reported; the client reads the state then.
  let started = false
  let destroyed = false

  const context = (): LatchMachineContext => root.getSnapshot().context
  const actors = actorsOf(context)
  const walletRequests = createWalletRequestGate({
    walletRequest: () => actors.walletRequest,
    modalOpen: () => actors.modal.getSnapshot().matches('open'),
  })

  function connectedAccount(namespace: ChainNamespace) {
    const snapshot = actors.connections[namespace]?.getSnapshot()
    return snapshot?.matches('connected') ? snapshot.context.connection : undefined
  }
  // The configured network the namespace's account is on (the active one before it says).
  function networkOf(namespace: ChainNamespace): CaipNetwork | undefined {
    const { networks, activeNetwork: active } = actors.network.getSnapshot().context
    const caipNetworkId =
      connectedAccount(namespace)?.network ??
      (active?.chainNamespace === namespace ? active.caipNetworkId : undefined)
    return networks.find((network) => network.caipNetworkId === caipNetworkId)
  }
  function activeNamespace(): ChainNamespace | undefined {
    return actors.network.getSnapshot().context.activeNetwork?.chainNamespace
  }
  function connectionOf(namespace: ChainNamespace | undefined) {
    const target = namespace ?? activeNamespace() ?? namespaces[0]
    const actor = target ? actors.connections[target] : undefined
    if (!target || !actor) {
      throw new InternalError('ADAPTER_FOR_NAMESPACE_MISSING', {
        values: { namespace: target ?? 'none' },
      })
    }
    return { namespace: target, actor }
  }

  // The wallet's answer to each pairing, by its URI, until the pairing machine takes it.
  const approvals = new Map<string, Promise<WalletConnectSession>>()
  // The embedded wallet's login machines, with this client's effects, loaded once for both.
  let logins: Promise<ReturnType<LoginLogicModule['createLoginLogic']>> | undefined
  const loginLogic = () => {
    if (!auth) throw new InternalError('NOT_PROVIDED', { values: { name: 'auth' } })
    logins ??= import('./loginLogic.js').then((module) =>
      module.createLoginLogic({ auth, storage, track }),
    )
    return logins
  }

  // The pairing's effects: its URI from the relay, and the wallet's answer to it.
  const pairingActors = {
    fetchPairingUri: fromPromise<Pairing, Record<string, never>>(async () => {
      if (!walletConnect) throw new InternalError('WALLET_CONNECT_CONNECTOR_NOT_FOUND')
      // A wallet opened with an earlier URI is not the one this pairing brings.
      storage.remove('deepLinkChoice')
      const { uri, expiresAt, approval } = await walletConnect.link.pair(walletConnect.proposal())
      // Only the pairing shown now can be approved: an earlier one's answer is nobody's.
      approvals.clear()
      approvals.set(uri, approval)
      approval.catch(() => {})
      return { uri, expiresAt }
    }),
    // The pairing machine waits for the answer while the pairing is active.
    awaitApproval: fromPromise<PairingApproval, { uri: string }>(async ({ input }) => {
      const approval = approvals.get(input.uri)
      if (!approval) throw new InternalError('WALLET_CONNECT_CONNECTOR_NOT_FOUND')
      const session = await approval
      approvals.delete(input.uri)
      return {
        namespaces: (walletConnect?.namespaces ?? []).filter(
          (namespace) => session.accounts[namespace]?.length,
        ),
      }
    }),
  }

  const machine = latchMachine.provide({
    actors: {
      connection: latchChildren.connection.provide({
        actors: {
          connect: fromPromise(({ input }) =>
            adapterFor(input.namespace).connect({
              connectorId: input.connectorId,
              network: input.network,
            }),
          ),
          reconnect: fromPromise(({ input }) =>
            adapterFor(input.namespace).reconnect({ connectorId: input.connectorId }),
          ),
          disconnect: fromPromise(({ input }) =>
            adapterFor(input.namespace).disconnect({ connection: input.connection }),
          ),
        },
        actions: {
          persistConnection: ({ context: { namespace } }, connection) =>
            persistConnection(storage, namespace, connection),
          dropSavedConnections: ({ context: { namespace } }) =>
            forgetConnections(storage, namespace),
          storePreferredAccountType: ({ context: { namespace } }, accountType) =>
            storage.set('preferredAccountTypes', {
              ...storage.get('preferredAccountTypes'),
              [namespace]: accountType,
            }),
        },
      }),
      savedConnections: latchChildren.savedConnections.provide({
        actions: {
          persist: (_, { namespace, connections }) =>
            persistSavedConnections(storage, namespace, connections),
        },
      }),
      network: latchChildren.network.provide({
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
        actions: { showAlert: (_, { code }) => showAlert(getAlert(code)) },
      }),
      modal: latchChildren.modal.provide({
        actions: {
          track: (_, { event, connected }) => track({ event, properties: { connected } }),
        },
      }),
      router: latchChildren.router.provide({
        actions: { reloadAuthConnector: () => auth?.reload() },
      }),
      walletRequest: latchChildren.walletRequest.provide({
        actions: {
          rejectRequests: (_, { ids }) => walletRequests.reject(ids),
          // A signed or sent request changes what the account holds: its balances are read again.
          refreshBalance: () => {
            for (const namespace of namespaces) {
              const address = connectedAccount(namespace)?.accounts[0]?.address
              if (address) services.invalidateBalances(address)
            }
          },
          logNotAllowed: (_, { method }) =>
            console.warn(`[latch] the wallet request "${method}" is not allowed`),
        },
      }),
      emailLoginLoader: latchChildren.emailLoginLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () => (await loginLogic()).emailLogin),
        },
      }),
      socialLoginLoader: latchChildren.socialLoginLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () => (await loginLogic()).socialLogin),
        },
      }),
      // The secure frame's page loads again through the embedded wallet, which holds it.
      frameLoader: latchChildren.frameLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            (await import('../machines/frameLifecycle.js')).frameLifecycleMachine.provide({
              actions: {
                reloadFrame: () => auth?.reloadFramePage(),
                showAlert: (_, { alert }) => showAlert(getAlert(alert)),
              },
            }),
          ),
        },
      }),
      // The send form's code, with this client's effects, on the first send.
      sendLoader: latchChildren.sendLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            (await import('./sendEffects.js')).createSendLogic({
              adapterFor: (namespace) =>
                adapters.find((adapter) => adapter.namespace === namespace),
              readBalances: async (address, caipNetworkId) =>
                (await services.accountData?.getTokenBalances(address, caipNetworkId)) ?? [],
              track,
            }),
          ),
        },
      }),
      // Sign-in's code, with the site's `siwx` and the wallets that sign, as the client starts.
      siwxLoader: latchChildren.siwxLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () => {
            const siwxConfig = config.siwx
            if (!siwxConfig) throw new InternalError('NOT_PROVIDED', { values: { name: 'siwx' } })
            return (await import('./signInLogic.js')).createSignInLogic({
              config: siwxConfig,
              signMessage: (network, parameters) =>
                adapterFor(network.split(':')[0] ?? '').signMessage(parameters),
              track,
            })
          }),
        },
      }),
      // The buy form's code on the first buy; the provider's page opens in the popup the click
      // opened (a new tab when it was blocked).
      buyLoader: latchChildren.buyLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () => {
            const [{ createBuyLogic }, { buyPopup }] = await Promise.all([
              import('./buyEffects.js'),
              import('./buyPopup.js'),
            ])
            return createBuyLogic({
              blockchain,
              popup: buyPopup(),
              openUrl: (url) => globalThis.open?.(url, '_blank', 'noopener,noreferrer'),
              invalidateBalances: services.invalidateBalances,
            })
          }),
        },
      }),
      // The swap form's code when the Swap view first opens, with the blockchain service's
      // exchange and the account's wallet.
      swapLoader: latchChildren.swapLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            (await import('./swapEffects.js')).createSwapLogic({
              blockchain,
              adapterFor: (namespace) =>
                adapters.find((adapter) => adapter.namespace === namespace),
              readBalances: async (address, caipNetworkId) =>
                (await services.accountData?.getTokenBalances(address, caipNetworkId)) ?? [],
            }),
          ),
        },
      }),
      // The Account view's lists: reads from the blockchain service, revocations by the wallet.
      sessions: latchChildren.sessions.provide({
        actors: {
          fetchSessions: fromPromise(({ input }) => readSessions(blockchain, input.address)),
          revoke: fromPromise(({ input }) => askWalletToRevoke(runtime, input)),
        },
      }),
      nfts: latchChildren.nfts.provide({
        actors: { fetchNfts: fromPromise(({ input }) => readNfts(blockchain, input)) },
      }),
      // Name registration's code, with the eip155 wallet and the blockchain service, on the
      // first name.
      nameRegistrationLoader: latchChildren.nameRegistrationLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            (await import('./nameRegistrationEffects.js')).createNameRegistrationLogic({
              // A name is registered for a connected eip155 account, so its adapter exists.
              signMessage: (parameters) => adapterFor('eip155').signMessage(parameters),
              // `POST /v1/profile/account` (SPEC.md §7), where a blockchain service is set.
              post: blockchain
                ? async (body) => (await blockchain()).registerName(body)
                : undefined,
              setProfileName: services.setProfileName,
            }),
          ),
        },
      }),
      // The pairing's code on the first pairing, with this client's relay and wallet answers.
      pairingLoader: latchChildren.pairingLoader.provide({
        actors: {
          load: fromPromise<AnyActorLogic>(async () =>
            wirePairing((await import('../machines/pairing.js')).pairingMachine).provide({
              actors: pairingActors,
            }),
          ),
        },
      }),
    },
    actions: {
      connectSucceeded: (_, { namespace, connectorId }) => {
        track({ event: 'CONNECT_SUCCESS', properties: { connectorId, namespace } })
        connected(namespace, connectorId)
      },
      forgetConnector: (_, { namespace, connectorId }) =>
        recordDisconnected(storage, namespace, connectorId),
      storeActiveNetwork: (_, network) => {
        storage.set('activeCaipNetworkId', network.caipNetworkId)
        storage.set('activeNamespace', network.chainNamespace)
        track({ event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } })
      },
      accountChanged: (_, { address }) => services.invalidateBalances(address),
      multiWalletNotEnabled: () => showAlert(getAlert('MULTI_WALLET_NOT_ENABLED')),
    },
    // The features in force are the client's (local, then the project's remote ones).
    guards: { multiWalletEnabled: () => services.features().multiWallet },
  })

  const root = createActor(machine, {
    id: 'latch',
    systemId: 'latch',
    ...(config.inspect ? { inspect: config.inspect } : {}),
    input: latchRootInput({
      config,
      storage,
      activeNetwork,
      auth,
      walletConnect: walletConnect !== undefined,
    }),
  })
  // One observer for the whole system: any child's new snapshot is a change of the state.
  const inspection = root.system.inspect((event: InspectionEvent) => {
    if (started && event.type === '@xstate.snapshot') changed()
  })

  const selectLatchState = createLatchStateSelector(adapters)
  const runtime: LatchRuntime = {
    root,
    actors,
    send: (command) => root.send(command),
    context,
    services,
    auth,
    adapterFor,
    connectionOf,
    connectedAccount,
    networkOf,
    activeNamespace,
    destroyed: () => destroyed,
    readState: (parts) => selectLatchState(root.getSnapshot(), parts),
    onWalletEvent: (namespace, event) => root.send({ type: 'wallet.event', namespace, event }),
    approveWalletRequest: (request) => walletRequests.submit(request),
    async frameLifecycle() {
      const loader = context().frame
      if (!loader) throw new InternalError('NOT_PROVIDED', { values: { name: 'auth' } })
      return whenLoaded(
        loader,
        () => frameOf(context()),
        () => new InternalError('NOT_PROVIDED', { values: { name: 'frame' } }),
      )
    },
    destroy() {
      destroyed = true
      inspection.unsubscribe()
      root.stop()
    },
  }

  root.start()
  started = true
  return runtime
}
