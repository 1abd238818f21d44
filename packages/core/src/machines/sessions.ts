import { assertEvent, assign, fromPromise, raise, setup } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { InternalError } from '../errors/internal.js'
import type { SmartSession } from '../services/blockchainSchemas.js'
import { isNotProvided } from './notProvided.js'

/** setTimeout's longest delay: a later expiry is waited for in steps of it. */
const MAX_DELAY_MS = 2 ** 31 - 1

export type SessionsContext = {
  /** Epoch milliseconds: the clock that says which sessions have expired. */
  now: () => number
  /** The account whose sessions are (being) listed; none while it is not connected. */
  address: string | undefined
  /** The sessions still in force (not revoked, not expired), oldest first. */
  sessions: readonly SmartSession[]
  /** Why the list could not be read. */
  error: unknown
  /** The id (`pci`) of the session the wallet is asked to revoke, while it is. */
  revoking: string | undefined
  /** Why the last revocation failed, until the next one. */
  revokeError: unknown
}

export type SessionsEvent =
  /** Lists the account's sessions (again). */
  | { type: 'sessions.load'; address: string | undefined }
  /** Asks the account's wallet to revoke a session; the list is read again once it did. */
  | { type: 'sessions.revoke'; id: string; namespace: ChainNamespace | undefined }
  | { type: 'sessions.reload' }

export type SessionsInput = { now?: (() => number) | undefined } | undefined

/** The sessions of `all` still in force at `now`. */
function inForce(all: readonly SmartSession[], now: number): readonly SmartSession[] {
  return all.filter((session) => !session.revoked && session.expiry * 1000 > now)
}

/**
 * The account's smart sessions (SPEC.md §1 "manage smart sessions", ERC-7715), as the Account
 * view's Sessions tab and `revokeSession` use them: the list from the blockchain service, only
 * the sessions in force, pruned as each expires; a revocation at a time, through the wallet,
 * after which the list is read again. A failed revocation keeps the list and says why until
 * the next one. Without a blockchain service the list is `unavailable`. The client provides
 * the reads and the wallet's revocation (`fetchSessions`, `revoke`).
 */
export const sessionsMachine = setup({
  types: {
    context: {} as SessionsContext,
    events: {} as SessionsEvent,
    input: {} as SessionsInput,
  },
  actors: {
    fetchSessions: fromPromise<readonly SmartSession[], { address: string | undefined }>(
      async () => {
        throw new InternalError('NOT_PROVIDED', { values: { name: 'fetchSessions' } })
      },
    ),
    revoke: fromPromise<void, { id: string; namespace: ChainNamespace | undefined }>(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'revoke' } })
    }),
  },
  actions: {
    prune: assign({ sessions: ({ context }) => inForce(context.sessions, context.now()) }),
  },
  guards: {
    notProvided: ({ event }) => isNotProvided((event as { error?: unknown }).error),
    anySession: ({ context }) => context.sessions.length > 0,
  },
  delays: {
    // Until the first of the listed sessions expires (the list is pruned then).
    nextExpiry: ({ context }) => {
      const next = Math.min(...context.sessions.map((session) => session.expiry * 1000))
      return Math.min(Math.max(next - context.now(), 0), MAX_DELAY_MS)
    },
  },
}).createMachine({
  id: 'sessions',
  type: 'parallel',
  context: ({ input }) => ({
    now: input?.now ?? Date.now,
    address: undefined,
    sessions: [],
    error: undefined,
    revoking: undefined,
    revokeError: undefined,
  }),
  states: {
    list: {
      initial: 'idle',
      on: {
        'sessions.load': {
          target: '.loading',
          reenter: true,
          actions: assign({ address: ({ event }) => event.address }),
        },
      },
      states: {
        idle: {},
        loading: {
          entry: assign({ sessions: [], error: undefined }),
          invoke: {
            id: 'fetchSessions',
            src: 'fetchSessions',
            input: ({ context }) => ({ address: context.address }),
            onDone: {
              target: 'loaded',
              actions: assign({
                sessions: ({ context, event }) => inForce(event.output, context.now()),
              }),
            },
            onError: [
              { guard: 'notProvided', target: 'unavailable' },
              { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
            ],
          },
        },
        loaded: {
          on: { 'sessions.reload': 'loading' },
          after: {
            nextExpiry: {
              guard: 'anySession',
              target: 'loaded',
              reenter: true,
              actions: 'prune',
            },
          },
        },
        failed: { on: { 'sessions.reload': 'loading' } },
        unavailable: {},
      },
    },
    revocation: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'sessions.revoke': {
              target: 'revoking',
              actions: assign({
                revoking: ({ event }) => event.id,
                revokeError: undefined,
              }),
            },
          },
        },
        revoking: {
          invoke: {
            id: 'revoke',
            src: 'revoke',
            input: ({ context, event }) => {
              assertEvent(event, 'sessions.revoke')
              return { id: context.revoking ?? event.id, namespace: event.namespace }
            },
            onDone: {
              target: 'idle',
              actions: [assign({ revoking: undefined }), raise({ type: 'sessions.reload' })],
            },
            onError: {
              target: 'idle',
              actions: assign({ revoking: undefined, revokeError: ({ event }) => event.error }),
            },
          },
        },
      },
    },
  },
})
