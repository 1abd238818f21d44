import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../connectors/connectorIds.js'
import type { AlertCode } from '../errors/alerts.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import type { Connection } from '../storage/schemas.js'

/** SPEC.md §4 "Status of a saved connection". */
export type SavedConnectionStatus = 'connected' | 'active' | 'disconnected'

/** How a disconnected saved connection is connected again. */
export type ReconnectMethod = 'social' | 'email' | 'walletConnect' | 'external'

export type ConnectionFacts = {
  /** The connector that is connected on the namespace now. */
  activeConnectorId: string | undefined
  /** Connectors holding a live session (several with multi-wallet). */
  liveConnectorIds: readonly string[]
}

/**
 * Connected if it is the namespace's active connector; active if its connector still holds
 * a live session; otherwise disconnected.
 */
export function savedConnectionStatus(
  connection: Pick<Connection, 'connectorId'>,
  facts: ConnectionFacts,
): SavedConnectionStatus {
  if (connection.connectorId === facts.activeConnectorId) return 'connected'
  if (facts.liveConnectorIds.includes(connection.connectorId)) return 'active'
  return 'disconnected'
}

/** With multi-wallet off, only the connections of the active connector are shown (SPEC.md §6). */
export function visibleConnections<T extends Pick<Connection, 'connectorId'>>(
  connections: readonly T[],
  options: { multiWallet: boolean; activeConnectorId: string | undefined },
): T[] {
  if (options.multiWallet) return [...connections]
  return connections.filter((connection) => connection.connectorId === options.activeConnectorId)
}

/** The way back to a saved connection whose session ended. */
export function reconnectMethod(connection: Connection): ReconnectMethod {
  if (connection.connectorId === AUTH_CONNECTOR_ID) {
    return connection.auth?.name === 'email' ? 'email' : 'social'
  }
  if (connection.connectorId === WALLET_CONNECT_CONNECTOR_ID) return 'walletConnect'
  return 'external'
}

export type SavedConnectionsContext = {
  namespace: ChainNamespace
  multiWallet: boolean
  /** The connection being switched to. */
  target: Connection | undefined
  error: ConnectionError | undefined
}

export type SavedConnectionsEvent =
  | {
      type: 'connections.switch'
      connection: Connection
      /** A status from {@link savedConnectionStatus}; anything else is refused. */
      status: string
    }
  | { type: 'connections.sync'; multiWallet: boolean }

export type SavedConnectionsInput = { namespace: ChainNamespace; multiWallet?: boolean }

export type SwitchActorInput = { namespace: ChainNamespace; connection: Connection }
export type ReconnectActorInput = SwitchActorInput & { method: ReconnectMethod }

function notProvided<Input>(name: string) {
  return fromPromise<Connection, Input>(async () => {
    throw new InternalError('CONNECTION_CLIENT_NOT_SET', { details: `${name} not provided` })
  })
}

// Both ways back to a connection end alike.
const switched = [
  { type: 'switched', params: ({ event }: { event: { output: Connection } }) => event.output },
  'clearTarget',
] as const
const failedToConnect = {
  type: 'setError',
  params: ({ event }: { event: { error: unknown } }) =>
    new ConnectionError('FAILED_TO_CONNECT', { cause: event.error }),
} as const

function switchEvent(event: SavedConnectionsEvent) {
  assertEvent(event, 'connections.switch')
  return event
}

/**
 * Switching between saved connections (SPEC.md §4): a connected or active one is
 * re-activated (an external connect, or an account-type switch for the embedded wallet); a
 * disconnected one is connected again through social, email, WalletConnect or external;
 * any other status fails with "Invalid connection status". With multi-wallet off, the info
 * alert is shown instead (SPEC.md §5).
 */
export const savedConnectionsMachine = setup({
  types: {
    context: {} as SavedConnectionsContext,
    events: {} as SavedConnectionsEvent,
    input: {} as SavedConnectionsInput,
  },
  actors: {
    reactivate: notProvided<SwitchActorInput>('reactivate'),
    reconnect: notProvided<ReconnectActorInput>('reconnect'),
  },
  actions: {
    setTarget: assign({ target: ({ event }) => switchEvent(event).connection, error: undefined }),
    clearTarget: assign({ target: undefined }),
    setError: assign({ error: (_, error: ConnectionError) => error, target: undefined }),
    sync: assign({
      multiWallet: ({ event }) => {
        assertEvent(event, 'connections.sync')
        return event.multiWallet
      },
    }),
    // Side effects: supplied by the client through `.provide()`.
    showAlert: (_, _params: { code: AlertCode }) => {},
    switched: (_, _connection: Connection) => {},
  },
  guards: {
    multiWalletDisabled: ({ context }) => !context.multiWallet,
    isLive: ({ event }) => {
      const { status } = switchEvent(event)
      return status === 'connected' || status === 'active'
    },
    isDisconnected: ({ event }) => switchEvent(event).status === 'disconnected',
  },
}).createMachine({
  id: 'savedConnections',
  context: ({ input }) => ({
    namespace: input.namespace,
    multiWallet: input.multiWallet ?? false,
    target: undefined,
    error: undefined,
  }),
  initial: 'idle',
  on: { 'connections.sync': { actions: 'sync' } },
  states: {
    idle: {
      on: {
        'connections.switch': [
          {
            guard: 'multiWalletDisabled',
            actions: { type: 'showAlert', params: { code: 'MULTI_WALLET_NOT_ENABLED' } },
          },
          { guard: 'isLive', target: 'reactivating', actions: 'setTarget' },
          { guard: 'isDisconnected', target: 'reconnecting', actions: 'setTarget' },
          {
            actions: {
              type: 'setError',
              params: () => new ConnectionError('INVALID_CONNECTION_STATUS'),
            },
          },
        ],
      },
    },
    reactivating: {
      invoke: {
        id: 'reactivate',
        src: 'reactivate',
        input: ({ context }) => ({
          namespace: context.namespace,
          connection: context.target as Connection,
        }),
        onDone: { target: 'idle', actions: switched },
        onError: { target: 'idle', actions: failedToConnect },
      },
    },
    reconnecting: {
      invoke: {
        id: 'reconnect',
        src: 'reconnect',
        input: ({ context }) => {
          const connection = context.target as Connection
          return { namespace: context.namespace, connection, method: reconnectMethod(connection) }
        },
        onDone: { target: 'idle', actions: switched },
        onError: { target: 'idle', actions: failedToConnect },
      },
    },
  },
})
