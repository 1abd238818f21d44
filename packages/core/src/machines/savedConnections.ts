import { assign, setup } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Connection } from '../storage/schemas.js'
import type { SavedConnectionsContext } from './savedConnectionStatus.js'

export type SavedConnectionsEvent =
  /** A wallet connected (or changed account or network): kept beside the others. */
  | { type: 'saved.add'; namespace: ChainNamespace; connection: Connection }
  /** The visitor connected a wallet with multi-wallet off: it is the namespace's only one. */
  | { type: 'saved.keepOnly'; namespace: ChainNamespace; connectorId: string }
  /** The visitor disconnected the wallet, or it ended its session: it is saved no more. */
  | { type: 'saved.forget'; namespace: ChainNamespace; connectorId: string }

export type SavedConnectionsInput = {
  /** What storage remembers of the last visits (nothing when reconnect is off). */
  saved?: Partial<Record<ChainNamespace, readonly Connection[]>> | undefined
}

// Runs after the list changed: the context it reads is the new one.
const persistNamespace = {
  type: 'persist',
  params: ({
    context,
    event,
  }: {
    context: SavedConnectionsContext
    event: SavedConnectionsEvent
  }) => ({
    namespace: event.namespace,
    connections: context.saved[event.namespace] ?? [],
  }),
} as const

const without = (list: readonly Connection[] | undefined, connectorId: string) =>
  (list ?? []).filter((connection) => connection.connectorId !== connectorId)

const withoutId = (list: readonly string[] | undefined, connectorId: string) =>
  (list ?? []).filter((id) => id !== connectorId)

/**
 * The saved connections of every namespace (SPEC.md §3 "connections", §4): the wallets the
 * visitor connected, so that a namespace can hold several at once and switch between them.
 * Which one is active is the namespace's connection's fact (`connection.ts`); this machine
 * knows which are saved and which are live in this visit, and stores the list on each change.
 */
export const savedConnectionsMachine = setup({
  types: {
    context: {} as SavedConnectionsContext,
    events: {} as SavedConnectionsEvent,
    input: {} as SavedConnectionsInput,
  },
  actions: {
    /** Stores the namespace's saved connections (supplied by the client). */
    persist: (_, _params: { namespace: ChainNamespace; connections: readonly Connection[] }) => {},
  },
}).createMachine({
  id: 'savedConnections',
  context: ({ input }) => ({ saved: input.saved ?? {}, live: {} }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'saved.add': {
          actions: [
            assign(({ context, event: { namespace, connection } }) => ({
              saved: {
                ...context.saved,
                [namespace]: [
                  connection,
                  ...without(context.saved[namespace], connection.connectorId),
                ],
              },
              live: {
                ...context.live,
                [namespace]: [
                  connection.connectorId,
                  ...withoutId(context.live[namespace], connection.connectorId),
                ],
              },
            })),
            persistNamespace,
          ],
        },
        'saved.keepOnly': {
          actions: [
            assign(({ context, event: { namespace, connectorId } }) => ({
              saved: {
                ...context.saved,
                [namespace]: (context.saved[namespace] ?? []).filter(
                  (saved) => saved.connectorId === connectorId,
                ),
              },
              live: {
                ...context.live,
                [namespace]: (context.live[namespace] ?? []).filter((id) => id === connectorId),
              },
            })),
            persistNamespace,
          ],
        },
        'saved.forget': {
          actions: [
            assign(({ context, event: { namespace, connectorId } }) => ({
              saved: {
                ...context.saved,
                [namespace]: without(context.saved[namespace], connectorId),
              },
              live: {
                ...context.live,
                [namespace]: withoutId(context.live[namespace], connectorId),
              },
            })),
            persistNamespace,
          ],
        },
      },
    },
  },
})
