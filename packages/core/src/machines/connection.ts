import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  setup,
} from 'xstate'
import { movesToFront, orderAccounts } from '../connectors/accountOrder.js'
import type { AccountType } from '../connectors/connector.js'
import { SIGN_OUT_TIMEOUT_MS } from '../constants/time.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import { isUserRejection } from '../errors/providerCodes.js'
import type { Connection } from '../storage/schemas.js'
import type {
  ConnectActorInput,
  ConnectionContext,
  ConnectionEvent,
  ConnectionInput,
  ConnectionStatus,
  DisconnectActorInput,
} from './connectionTypes.js'

function notProvided(name: string) {
  return fromPromise<never, unknown>(async () => {
    throw new InternalError('CONNECTION_CLIENT_NOT_SET', { details: `${name} not provided` })
  })
}

/** A failed connect as the catalogue names it: rejected by the visitor, or failed. */
export function toConnectError(cause: unknown): ConnectionError {
  if (cause instanceof ConnectionError) return cause
  return new ConnectionError(isUserRejection(cause) ? 'CONNECTION_REJECTED' : 'FAILED_TO_CONNECT', {
    cause,
  })
}

/** Where the machine is, as the spec's three statuses. */
export function connectionStatusOf(state: {
  matches: (value: 'connected' | 'disconnecting' | 'disconnected') => boolean
}): ConnectionStatus {
  if (state.matches('connected') || state.matches('disconnecting')) return 'connected'
  if (state.matches('disconnected')) return 'disconnected'
  return 'connecting'
}

const persistCurrent = {
  type: 'persistConnection',
  params: ({ context }: { context: ConnectionContext }) => context.connection as Connection,
} as const

const storePreference = {
  type: 'storePreferredAccountType',
  params: ({ context }: { context: ConnectionContext }) =>
    context.preferredAccountType as AccountType,
} as const

const reportAccount = {
  type: 'accountChanged',
  params: ({ context }: { context: ConnectionContext }) => ({ connection: context.connection }),
} as const

const finishDisconnect = [
  {
    type: 'disconnected',
    params: ({ context }: { context: ConnectionContext }) => ({
      connectorId: context.connection?.connectorId,
      closeModal: context.closeModalOnDisconnect,
    }),
  },
  'clearConnection',
  reportAccount,
] as const

type ConnectionArgs = { context: ConnectionContext; event: ConnectionEvent }

/**
 * The visitor's connect, for the first wallet of the namespace (`connection.connect`) and for
 * one added beside it (`connection.add`): one definition, so that both take the wallet's
 * answer alike (ordered, saved, reported, tracked) and fail with the same error.
 */
function connectChosenWallet<const Id extends string, const Target extends string>(invoke: {
  id: Id
  chosenBy: 'connection.connect' | 'connection.add'
  doneTarget: Target
  errorTarget: Target
}) {
  return {
    id: invoke.id,
    src: 'connect',
    input: ({ context, event }: ConnectionArgs): ConnectActorInput => {
      assertEvent(event, invoke.chosenBy)
      const { connectorId, network } = event
      return { namespace: context.namespace, connectorId, ...(network ? { network } : {}) }
    },
    onDone: {
      target: invoke.doneTarget,
      actions: [
        {
          type: 'setConnection',
          params: ({ event }: { event: DoneActorEvent<Connection> }) => event.output,
        },
        persistCurrent,
        {
          type: 'connectSucceeded',
          params: ({ event }: { event: DoneActorEvent<Connection> }) => ({
            connectorId: event.output.connectorId,
          }),
        },
        reportAccount,
      ],
    },
    onError: {
      target: invoke.errorTarget,
      actions: [
        {
          type: 'setError',
          params: ({ event }: { event: ErrorActorEvent }) => toConnectError(event.error),
        },
        'connectFailed',
      ],
    },
  } as const
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * One namespace's connection (SPEC.md §4): start-up with or without reconnecting, connect,
 * account and network changes, disconnect. Disconnecting waits for the connector at most
 * {@link SIGN_OUT_TIMEOUT_MS}, then resets the account anyway; a failed disconnect keeps the
 * connection so that the visitor can retry.
 */
export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
  },
  actors: {
    connect: notProvided('connect') as ReturnType<
      typeof fromPromise<Connection, ConnectActorInput>
    >,
    reconnect: notProvided('reconnect') as ReturnType<
      typeof fromPromise<Connection, ConnectActorInput>
    >,
    disconnect: notProvided('disconnect') as ReturnType<
      typeof fromPromise<void, DisconnectActorInput>
    >,
  },
  actions: {
    // The one place where a connection's accounts are taken in: they are ordered here.
    setConnection: assign({
      connection: ({ context }, connection: Connection) => ({
        ...connection,
        accounts: orderAccounts(connection.accounts, context.preferredAccountType),
      }),
      error: undefined,
    }),
    setAccounts: assign({
      connection: ({ context, event }) => {
        assertEvent(event, 'connection.accountsChanged')
        const accounts = orderAccounts(event.accounts, context.preferredAccountType)
        return context.connection && { ...context.connection, accounts }
      },
    }),
    setPreferredAccountType: assign({
      preferredAccountType: ({ event }) => {
        assertEvent(event, 'connection.preferAccountType')
        return event.accountType
      },
    }),
    orderAccounts: assign({
      connection: ({ context }) =>
        context.connection && {
          ...context.connection,
          accounts: orderAccounts(context.connection.accounts, context.preferredAccountType),
        },
    }),
    setNetwork: assign({
      connection: ({ context, event }) => {
        assertEvent(event, 'connection.networkChanged')
        return context.connection && { ...context.connection, network: event.network }
      },
    }),
    setError: assign({ error: (_, error: ConnectionError) => error }),
    rememberCloseModal: assign({
      closeModalOnDisconnect: ({ event }) => {
        assertEvent(event, 'connection.disconnect')
        return event.closeModal ?? true
      },
    }),
    clearConnection: assign({ connection: undefined, savedConnectorId: undefined }),
    // Side effects: supplied by the client through `.provide()`.
    persistConnection: (_, _connection: Connection) => {},
    /** Stores the namespace's preferred account type for later visits. */
    storePreferredAccountType: (_, _accountType: AccountType) => {},
    /** Forgets saved connections: reconnect is off. */
    dropSavedConnections: () => {},
    /**
     * After a disconnect: reset the namespace's account and network, record the connector as
     * disconnected (so it is not reconnected next visit), and close the modal if asked.
     */
    disconnected: (_, _params: { connectorId: string | undefined; closeModal: boolean }) => {},
    /** The wallet did not connect (refused, failed): the error says why. */
    connectFailed: () => {},
    /** The wallet failed to disconnect: the namespace stays connected. */
    disconnectFailed: () => {},
    /** After a connect the visitor asked for (not a reconnect): tracked, remembered, shown. */
    connectSucceeded: (_, _params: { connectorId: string }) => {},
    /**
     * The account the namespace shows changed: connected, restored, another address or
     * network of the wallet, or none any more. Not called for changes that keep both.
     */
    accountChanged: (_, _params: { connection: Connection | undefined }) => {},
  },
  guards: {
    movesAccount: ({ context, event }) => {
      assertEvent(event, 'connection.accountsChanged')
      const [first] = orderAccounts(event.accounts, context.preferredAccountType)
      return first?.address !== context.connection?.accounts[0]?.address
    },
    /** The connection has an account of the chosen type that it does not show yet. */
    bringsAccountForward: ({ context, event }) => {
      assertEvent(event, 'connection.preferAccountType')
      return movesToFront(context.connection?.accounts ?? [], event.accountType)
    },
    movesNetwork: ({ context, event }) => {
      assertEvent(event, 'connection.networkChanged')
      return event.network !== context.connection?.network
    },
    reconnectDisabled: ({ context }) => !context.reconnect,
    hasSavedConnector: ({ context }) => context.savedConnectorId !== undefined,
  },
  delays: {
    signOutTimeout: SIGN_OUT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    namespace: input.namespace,
    reconnect: input.reconnect ?? true,
    savedConnectorId: input.savedConnectorId,
    preferredAccountType: input.preferredAccountType,
    connection: undefined,
    restoring: input.savedConnection,
    closeModalOnDisconnect: true,
    error: undefined,
  }),
  // The client starts the machine once adapters and storage are ready.
  initial: 'idle',
  on: {
    // Remembered in any state: it also orders a connection made or restored later.
    'connection.preferAccountType': { actions: ['setPreferredAccountType', storePreference] },
  },
  states: {
    idle: {
      on: {
        'connection.start': [
          {
            guard: 'reconnectDisabled',
            target: 'disconnected',
            actions: ['dropSavedConnections', 'clearConnection'],
          },
          { guard: 'hasSavedConnector', target: 'reconnecting' },
          { target: 'disconnected' },
        ],
      },
    },
    reconnecting: {
      invoke: {
        id: 'reconnect',
        src: 'reconnect',
        input: ({ context }) => ({
          namespace: context.namespace,
          connectorId: context.savedConnectorId as string,
        }),
        onDone: {
          target: 'connected',
          actions: [
            { type: 'setConnection', params: ({ event }) => event.output },
            persistCurrent,
            reportAccount,
          ],
        },
        // A stale session is not the visitor's doing: start disconnected, quietly.
        onError: { target: 'disconnected', actions: 'clearConnection' },
      },
      on: {
        // Asked to disconnect before the wallet answered: it is not restored, now or next visit.
        'connection.disconnect': {
          target: 'disconnected',
          actions: ['dropSavedConnections', 'clearConnection'],
        },
      },
    },
    disconnected: {
      on: { 'connection.connect': 'connecting' },
    },
    connecting: {
      invoke: connectChosenWallet({
        id: 'connect',
        chosenBy: 'connection.connect',
        doneTarget: 'connected',
        errorTarget: 'disconnected',
      }),
      on: {
        'connection.cancel': {
          target: 'disconnected',
          actions: { type: 'setError', params: () => new ConnectionError('MODAL_CLOSED') },
        },
        // Asked to disconnect before the wallet answered: its answer is not waited for.
        'connection.disconnect': {
          target: 'disconnected',
          actions: {
            type: 'setError',
            params: () =>
              new ConnectionError('FAILED_TO_CONNECT', {
                details: 'disconnected before the wallet answered',
              }),
          },
        },
      },
    },
    connected: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'connection.add': 'adding',
            'connection.reactivate': 'reactivating',
          },
        },
        // Another wallet is asked; until it answers, the namespace keeps the one it has.
        adding: {
          invoke: connectChosenWallet({
            id: 'add',
            chosenBy: 'connection.add',
            doneTarget: 'ready',
            errorTarget: 'ready',
          }),
          on: {
            'connection.cancel': {
              target: 'ready',
              actions: { type: 'setError', params: () => new ConnectionError('MODAL_CLOSED') },
            },
          },
        },
        // A wallet granted in this visit answers without a prompt (as at start-up).
        reactivating: {
          invoke: {
            id: 'reactivate',
            src: 'reconnect',
            input: ({ context, event }) => {
              assertEvent(event, 'connection.reactivate')
              return { namespace: context.namespace, connectorId: event.connectorId }
            },
            onDone: {
              target: 'ready',
              actions: [
                { type: 'setConnection', params: ({ event }) => event.output },
                persistCurrent,
                reportAccount,
              ],
            },
            onError: {
              target: 'ready',
              actions: [
                { type: 'setError', params: ({ event }) => toConnectError(event.error) },
                'connectFailed',
              ],
            },
          },
        },
      },
      on: {
        // Saved as they change, so that the next visit restores the account and network of now.
        'connection.accountsChanged': [
          { guard: 'movesAccount', actions: ['setAccounts', persistCurrent, reportAccount] },
          { actions: ['setAccounts', persistCurrent] },
        ],
        // The account of the chosen type comes first: the namespace shows another account.
        'connection.preferAccountType': [
          {
            guard: 'bringsAccountForward',
            actions: [
              'setPreferredAccountType',
              storePreference,
              'orderAccounts',
              persistCurrent,
              reportAccount,
            ],
          },
          { actions: ['setPreferredAccountType', storePreference] },
        ],
        'connection.networkChanged': [
          { guard: 'movesNetwork', actions: ['setNetwork', persistCurrent, reportAccount] },
          { actions: ['setNetwork', persistCurrent] },
        ],
        'connection.disconnect': { target: 'disconnecting', actions: 'rememberCloseModal' },
        // The wallet ended the session itself: reset, but leave the modal as it is.
        'connection.lost': {
          target: 'disconnected',
          actions: [
            {
              type: 'disconnected',
              params: ({ context }) => ({
                connectorId: context.connection?.connectorId,
                closeModal: false,
              }),
            },
            'clearConnection',
            reportAccount,
          ],
        },
      },
    },
    disconnecting: {
      // A new attempt: the last one's failure is over.
      entry: assign({ error: undefined }),
      invoke: {
        id: 'disconnect',
        src: 'disconnect',
        input: ({ context }) => ({
          namespace: context.namespace,
          connection: context.connection as Connection,
        }),
        onDone: { target: 'disconnected', actions: finishDisconnect },
        onError: {
          target: 'connected',
          actions: [
            {
              type: 'setError',
              params: ({ event }) =>
                new ConnectionError('FAILED_TO_DISCONNECT_CHAINS', {
                  cause: event.error,
                  values: { reason: reasonOf(event.error) },
                }),
            },
            'disconnectFailed',
          ],
        },
      },
      // The connector may hang (a closed frame, a dead relay): the account is reset anyway.
      after: { signOutTimeout: { target: 'disconnected', actions: finishDisconnect } },
    },
  },
})
