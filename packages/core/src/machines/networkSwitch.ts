import { assertEvent, assign, enqueueActions, fromPromise, not, raise, setup } from 'xstate'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { AUTH_CONNECTOR_ID } from '../connectors/connectorIds.js'
import type { AlertCode } from '../errors/alerts.js'
import { InvalidConfigError } from '../errors/config.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import { isUserRejection, shouldAddChain } from '../errors/providerCodes.js'
import { unsupportedNetwork } from '../networks/activeNetwork.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { RouterEntry } from './views.js'

/** Namespaces the embedded wallet can switch within without a confirmation view. */
export const authConnectorNamespaces: readonly ChainNamespace[] = ['eip155', 'solana']

export type NetworkSwitchOptions = {
  /** Stay on a wallet network the site did not configure. */
  allowUnsupportedChain: boolean
  /** The visitor may switch networks from the modal. */
  enableNetworkSwitch: boolean
  /** Basic mode: WalletConnect only, no network UI. */
  basic: boolean
}

/** The connector of each connected namespace. */
export type ConnectorIds = Partial<Record<ChainNamespace, string>>

export type NetworkSwitchContext = NetworkSwitchOptions & {
  activeNetwork: CaipNetwork | undefined
  /** The networks the site configured, in its order. */
  networks: readonly CaipNetwork[]
  /** Namespaces with an adapter. */
  namespaces: readonly ChainNamespace[]
  /** The network being switched to. */
  pending: CaipNetwork | undefined
  /**
   * The network a SwitchActiveChain view was opened for: no wallet is connected on its
   * namespace yet, and the one the visitor connects there is asked to start on it.
   */
  awaitedNetwork: CaipNetwork | undefined
  error: Error | undefined
}

/**
 * The events that decide by which namespaces have a wallet carry `connectorIds`: the root
 * machine reads them from the connections when it forwards the event (this machine keeps no
 * copy).
 */
export type NetworkSwitchEvent =
  | {
      type: 'network.request'
      network: CaipNetwork
      ignoreConfirmation?: boolean
      connectorIds: ConnectorIds
    }
  | { type: 'network.switch'; network: CaipNetwork; connectorIds: ConnectorIds }
  | { type: 'network.walletChanged'; caipNetworkId: CaipNetworkId }
  | { type: 'network.add'; network: CaipNetwork }
  | { type: 'network.remove'; caipNetworkId: CaipNetworkId; connectorIds: ConnectorIds }
  /** A wallet connected on `namespace`: if its network was awaited, it no longer is. */
  | { type: 'network.walletConnected'; namespace: ChainNamespace }
  /** SwitchActiveChain was left without connecting: no wallet waits for its network. */
  | { type: 'network.forgetAwaited' }

export type NetworkSwitchInput = Partial<NetworkSwitchOptions> & {
  activeNetwork: CaipNetwork | undefined
  networks: readonly CaipNetwork[]
  namespaces: readonly ChainNamespace[]
}

export type SwitchNetworkActorInput = { network: CaipNetwork }

function notProvided() {
  return fromPromise<void, SwitchNetworkActorInput>(async () => {
    throw new InternalError('NETWORK_CLIENT_NOT_SET')
  })
}

type Narrowed<T extends NetworkSwitchEvent['type']> = Extract<NetworkSwitchEvent, { type: T }>
function narrow<T extends NetworkSwitchEvent['type']>(
  event: NetworkSwitchEvent,
  type: T,
): Narrowed<T> {
  const unchecked = event
  assertEvent(event, type)
  return unchecked as Narrowed<T>
}

function isConfigured(context: NetworkSwitchContext, caipNetworkId: string): boolean {
  return context.networks.some((network) => network.caipNetworkId === caipNetworkId)
}

const activeNamespace = (context: NetworkSwitchContext) => context.activeNetwork?.chainNamespace

function adapterMissing(namespace: string): InternalError {
  return new InternalError('ADAPTER_FOR_NAMESPACE_MISSING', { values: { namespace } })
}

/**
 * A removal that would leave the site's networks unusable: `createLatch` refuses a
 * configuration without networks, and the active network needs a configured one of its
 * namespace to fall back to. Refused as that configuration would be.
 */
function unusableNetworks(issues: string): InvalidConfigError {
  return new InvalidConfigError({ values: { issues } })
}

/** A failed switch: the visitor's rejection by name, anything else as the wallet said it. */
function switchError(cause: unknown): Error {
  if (isUserRejection(cause)) return new ConnectionError('CONNECTION_REJECTED', { cause })
  return cause instanceof Error ? cause : new ConnectionError('FAILED_TO_CONNECT', { cause })
}

type PickNetwork = (args: { context: NetworkSwitchContext; event: unknown }) => CaipNetwork

/** The active network changed: to `network`, from `previous`. */
export type ActiveNetworkChange = { network: CaipNetwork; previous: CaipNetwork | undefined }

/** Makes a network active: tells the rest of Latch (before, to say what it was), and resets the send state. */
function activate(pick: PickNetwork) {
  return [
    {
      type: 'activeNetworkChanged',
      params: (args: { context: NetworkSwitchContext; event: unknown }): ActiveNetworkChange => ({
        network: pick(args),
        previous: args.context.activeNetwork,
      }),
    },
    { type: 'setActive', params: pick },
    { type: 'resetSendState', params: pick },
  ] as const
}

/**
 * Opens SwitchNetwork for the requested network; the wallet is asked at once, in the same
 * step ({@link switchAsked}): the view shows the switch, it does not start it.
 */
const askWallet = [
  'clearAwaited',
  {
    type: 'navigate',
    params: ({ event }: { event: NetworkSwitchEvent }): RouterEntry => ({
      view: 'SwitchNetwork',
      data: { network: narrow(event, 'network.request').network },
    }),
  },
] as const

/** The wallet is asked: the switch itself, as `network.switch` decides it. */
const switchAsked = ({ event }: { event: Narrowed<'network.request'> }) => ({
  type: 'network.switch' as const,
  network: event.network,
  connectorIds: event.connectorIds,
})

const pendingNetwork: PickNetwork = ({ context }) => context.pending as CaipNetwork
const requested: PickNetwork = ({ event }) =>
  narrow(event as NetworkSwitchEvent, 'network.request').network
const switchedTo: PickNetwork = ({ event }) =>
  narrow(event as NetworkSwitchEvent, 'network.switch').network
const walletNetwork: PickNetwork = ({ context, event }) => {
  const { caipNetworkId } = narrow(event as NetworkSwitchEvent, 'network.walletChanged')
  const network =
    context.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId) ??
    unsupportedNetwork(caipNetworkId)
  // Picked only past the `walletOnUncoveredNamespace` guard, which leaves no other case.
  if (!network) throw new InternalError('UNSUPPORTED_CHAIN_NAMESPACE', { details: caipNetworkId })
  return network
}

/**
 * Network switching (SPEC.md §4 "Network switch"): which view a request opens (SwitchNetwork
 * to ask a wallet; SwitchActiveChain to connect one on a namespace that has none while
 * another is connected, remembering the network for that wallet; none when no wallet is
 * there to ask), the switch itself with "add chain" on codes 4902, 5000 and -32603, the
 * unsupported-network placeholder, and adding or removing configured networks. A changed
 * active network resets the send state.
 */
export const networkSwitchMachine = setup({
  types: {
    context: {} as NetworkSwitchContext,
    events: {} as NetworkSwitchEvent,
    input: {} as NetworkSwitchInput,
  },
  actors: {
    switchNetwork: notProvided(),
    addChain: notProvided(),
  },
  actions: {
    setActive: assign((_, network: CaipNetwork) => ({
      activeNetwork: network,
      awaitedNetwork: undefined,
      error: undefined,
    })),
    setAwaited: assign({ awaitedNetwork: ({ event }) => narrow(event, 'network.request').network }),
    clearAwaited: assign({ awaitedNetwork: undefined }),
    setPending: assign({
      pending: ({ event }) => narrow(event, 'network.switch').network,
      error: undefined,
    }),
    clearPending: assign({ pending: undefined }),
    setError: assign((_, error: Error) => ({ error, pending: undefined })),
    // Adding and removing clear `error`: it says how the last change went (a caller reads it).
    clearError: assign({ error: undefined }),
    addNetwork: assign({
      networks: ({ context, event }) => [...context.networks, narrow(event, 'network.add').network],
      error: undefined,
    }),
    removeNetwork: assign({
      networks: ({ context, event }) => {
        const { caipNetworkId } = narrow(event, 'network.remove')
        return context.networks.filter((network) => network.caipNetworkId !== caipNetworkId)
      },
      error: undefined,
    }),
    // Side effects: supplied by the root machine through `.provide()`.
    navigate: (_, _params: RouterEntry) => {},
    showAlert: (_, _params: { code: AlertCode }) => {},
    openUnsupportedChainView: () => {},
    /** Stores the active network and tells the rest of Latch (analytics SWITCH_NETWORK). */
    activeNetworkChanged: (_, _change: ActiveNetworkChange) => {},
    /** The send form starts again on the new active network's namespace. */
    resetSendState: (_, _network: CaipNetwork) => {},
    /** The wallet switched: a view that waited for it (SwitchNetwork, UnsupportedChain) is done. */
    switched: () => {},
  },
  guards: {
    isSameNetwork: ({ context, event }) =>
      context.activeNetwork?.caipNetworkId ===
      narrow(event, 'network.request').network.caipNetworkId,
    isUnknownNetwork: ({ context, event }) =>
      !isConfigured(context, narrow(event, 'network.request').network.caipNetworkId),
    skipsConfirmation: ({ context, event }) => {
      const { network, ignoreConfirmation, connectorIds } = narrow(event, 'network.request')
      const namespace = activeNamespace(context)
      const withAuth = namespace !== undefined && connectorIds[namespace] === AUTH_CONNECTOR_ID
      return (
        ignoreConfirmation === true ||
        (withAuth && authConnectorNamespaces.includes(network.chainNamespace))
      )
    },
    needsActiveChainSwitch: ({ context, event }) => {
      const { network, connectorIds } = narrow(event, 'network.request')
      const namespace = activeNamespace(context)
      const next = network.chainNamespace
      return (
        namespace !== undefined &&
        connectorIds[namespace] !== undefined &&
        next !== namespace &&
        connectorIds[next] === undefined
      )
    },
    noWalletToAsk: ({ event }) => {
      const { network, connectorIds } = narrow(event, 'network.request')
      return connectorIds[network.chainNamespace] === undefined
    },
    switchIsCurrent: ({ context, event }) =>
      context.activeNetwork?.caipNetworkId ===
      narrow(event, 'network.switch').network.caipNetworkId,
    switchIsUnknown: ({ context, event }) =>
      !isConfigured(context, narrow(event, 'network.switch').network.caipNetworkId),
    walletIsConnected: ({ event }) => {
      const { network, connectorIds } = narrow(event, 'network.switch')
      return connectorIds[network.chainNamespace] !== undefined
    },
    awaitsOnNamespace: ({ context, event }) =>
      context.awaitedNetwork?.chainNamespace === narrow(event, 'network.walletConnected').namespace,
    addChainOnError: ({ event }) => shouldAddChain((event as { error?: unknown }).error),
    walletOnActive: ({ context, event }) =>
      context.activeNetwork?.caipNetworkId === narrow(event, 'network.walletChanged').caipNetworkId,
    walletOnConfigured: ({ context, event }) =>
      isConfigured(context, narrow(event, 'network.walletChanged').caipNetworkId),
    allowsUnsupported: ({ context }) => context.allowUnsupportedChain,
    walletOnUncoveredNamespace: ({ event }) =>
      unsupportedNetwork(narrow(event, 'network.walletChanged').caipNetworkId) === undefined,
    showsUnsupportedView: ({ context }) => context.enableNetworkSwitch && !context.basic,
    isAlreadyConfigured: ({ context, event }) =>
      isConfigured(context, narrow(event, 'network.add').network.caipNetworkId),
    hasAdapterToAdd: ({ context, event }) =>
      context.namespaces.includes(narrow(event, 'network.add').network.chainNamespace),
    hasAdapterToRemove: ({ context, event }) => {
      const { caipNetworkId } = narrow(event, 'network.remove')
      return context.namespaces.some((namespace) => caipNetworkId.startsWith(`${namespace}:`))
    },
    removesActive: ({ context, event }) =>
      context.activeNetwork?.caipNetworkId === narrow(event, 'network.remove').caipNetworkId,
    removesLastNetwork: ({ context, event }) => {
      const { caipNetworkId } = narrow(event, 'network.remove')
      return context.networks.every((network) => network.caipNetworkId === caipNetworkId)
    },
    removesActiveAlone: ({ context, event }) => {
      const { caipNetworkId } = narrow(event, 'network.remove')
      const namespace = activeNamespace(context)
      return (
        context.activeNetwork?.caipNetworkId === caipNetworkId &&
        !context.networks.some(
          (network) =>
            network.chainNamespace === namespace && network.caipNetworkId !== caipNetworkId,
        )
      )
    },
  },
}).createMachine({
  id: 'networkSwitch',
  context: ({ input }) => ({
    allowUnsupportedChain: input.allowUnsupportedChain ?? false,
    enableNetworkSwitch: input.enableNetworkSwitch ?? true,
    basic: input.basic ?? false,
    activeNetwork: input.activeNetwork,
    networks: input.networks,
    namespaces: input.namespaces,
    pending: undefined,
    awaitedNetwork: undefined,
    error: undefined,
  }),
  initial: 'idle',
  on: {
    // A wallet is connected where one was awaited: nothing is awaited any more.
    'network.walletConnected': { guard: 'awaitsOnNamespace', actions: 'clearAwaited' },
    'network.forgetAwaited': { actions: 'clearAwaited' },
  },
  states: {
    idle: {
      on: {
        'network.request': [
          { guard: 'isSameNetwork' },
          {
            guard: 'isUnknownNetwork',
            actions: { type: 'showAlert', params: { code: 'NETWORK_NOT_FOUND' } },
          },
          { guard: 'skipsConfirmation', actions: [...askWallet, raise(switchAsked)] },
          {
            guard: 'needsActiveChainSwitch',
            actions: [
              'setAwaited',
              {
                type: 'navigate',
                params: ({ event }): RouterEntry => ({
                  view: 'SwitchActiveChain',
                  data: {
                    switchToChain: event.network.chainNamespace,
                    navigateTo: 'Connect',
                    navigateWithReplace: true,
                    network: event.network,
                  },
                }),
              },
            ],
          },
          // No wallet there to ask, nor one elsewhere to keep: the network simply becomes active.
          { guard: 'noWalletToAsk', actions: ['clearAwaited', ...activate(requested)] },
          { actions: [...askWallet, raise(switchAsked)] },
        ],
        'network.switch': [
          {
            guard: 'switchIsUnknown',
            actions: { type: 'showAlert', params: { code: 'NETWORK_NOT_FOUND' } },
          },
          { guard: 'switchIsCurrent', actions: 'switched' },
          { guard: 'walletIsConnected', target: 'switching', actions: 'setPending' },
          // No wallet on that namespace: nothing to ask, the network simply becomes active.
          { actions: [...activate(switchedTo), 'switched'] },
        ],
        'network.walletChanged': [
          { guard: 'walletOnActive' },
          { guard: 'walletOnConfigured', actions: activate(walletNetwork) },
          // The site accepts any wallet network: keep what is shown.
          { guard: 'allowsUnsupported' },
          // No Latch network can stand for it (a broken adapter, or a client's own event).
          { guard: 'walletOnUncoveredNamespace' },
          {
            guard: 'showsUnsupportedView',
            actions: [...activate(walletNetwork), 'openUnsupportedChainView'],
          },
          { actions: activate(walletNetwork) },
        ],
        'network.add': [
          // Already there: nothing to change, nothing refused.
          { guard: 'isAlreadyConfigured', actions: 'clearError' },
          { guard: 'hasAdapterToAdd', actions: 'addNetwork' },
          {
            actions: {
              type: 'setError',
              params: ({ event }) => adapterMissing(event.network.chainNamespace),
            },
          },
        ],
        'network.remove': [
          {
            guard: not('hasAdapterToRemove'),
            actions: {
              type: 'setError',
              params: ({ event }) =>
                adapterMissing(event.caipNetworkId.slice(0, event.caipNetworkId.indexOf(':'))),
            },
          },
          {
            guard: 'removesLastNetwork',
            actions: {
              type: 'setError',
              params: () => unusableNetworks('networks give at least one network'),
            },
          },
          {
            guard: 'removesActiveAlone',
            actions: {
              type: 'setError',
              params: ({ event }) =>
                unusableNetworks(
                  `networks keep a network of the active network's namespace (removing ${event.caipNetworkId})`,
                ),
            },
          },
          {
            guard: 'removesActive',
            actions: [
              'removeNetwork',
              // The first remaining network of the namespace takes its place.
              enqueueActions(({ context, event, enqueue }) => {
                const namespace = activeNamespace(context)
                const next = context.networks.find(
                  (network) => network.chainNamespace === namespace,
                )
                const { connectorIds } = narrow(event, 'network.remove')
                // Always one: `removesActiveAlone` refused the removal otherwise.
                if (next) enqueue.raise({ type: 'network.switch', network: next, connectorIds })
              }),
            ],
          },
          { actions: 'removeNetwork' },
        ],
      },
    },
    switching: {
      invoke: {
        id: 'switchNetwork',
        src: 'switchNetwork',
        input: ({ context }) => ({ network: context.pending as CaipNetwork }),
        onDone: {
          target: 'idle',
          actions: [...activate(pendingNetwork), 'clearPending', 'switched'],
        },
        onError: [
          { guard: 'addChainOnError', target: 'addingChain' },
          {
            target: 'idle',
            actions: { type: 'setError', params: ({ event }) => switchError(event.error) },
          },
        ],
      },
    },
    addingChain: {
      invoke: {
        id: 'addChain',
        src: 'addChain',
        input: ({ context }) => ({ network: context.pending as CaipNetwork }),
        onDone: {
          target: 'idle',
          actions: [...activate(pendingNetwork), 'clearPending', 'switched'],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'setError',
            params: ({ event }) => new InternalError('CHAIN_NOT_SUPPORTED', { cause: event.error }),
          },
        },
      },
    },
  },
})
