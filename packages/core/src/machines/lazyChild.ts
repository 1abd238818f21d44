import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  assign,
  enqueueActions,
  fromPromise,
  sendParent,
  setup,
} from 'xstate'
import { InternalError } from '../errors/internal.js'

export type LazyChildContext = {
  /** The system id the loaded child runs under (`send`, `siwx`...). */
  systemId: string
  input: unknown
  child: AnyActorRef | undefined
  /** Commands that came before the child ran, handed to it in order once it does. */
  waiting: readonly AnyEventObject[]
  /** Why the last load failed; the next command loads again. */
  error: unknown
}

export type LazyChildEvent =
  /** A command for the loaded child: it loads first if it has not. */
  | { type: 'lazy.forward'; event: AnyEventObject }
  /** Loads the child now, with no command for it. */
  | { type: 'lazy.load' }

/**
 * A child of the root machine whose code loads on first use (DESIGN.md "lazy children": the
 * send form, sign-in, a name registration), the one way Latch loads one. Its first command
 * (or `lazy.load`) invokes `load`, which the client provides at setup: the import of the
 * machine's module with the client's effects wired in. On done it spawns the logic under its
 * system id, so that it is part of the one system (and the inspector shows it), and hands it
 * the commands that came meanwhile; later commands go straight through, and what the child
 * tells its parent (`sendParent`) goes on to the root. A failed load is kept as `error` and
 * the next command tries again.
 */
export const lazyChildMachine = setup({
  types: {
    context: {} as LazyChildContext,
    events: {} as LazyChildEvent,
    input: {} as { systemId: string; input?: unknown },
  },
  actions: {
    keep: assign({
      waiting: ({ context, event }) =>
        event.type === 'lazy.forward' ? [...context.waiting, event.event] : context.waiting,
    }),
  },
  actors: {
    load: fromPromise<AnyActorLogic>(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'load' } })
    }),
  },
}).createMachine({
  id: 'lazyChild',
  initial: 'idle',
  // What the loaded child tells its parent goes on to the root: it runs one level down.
  on: {
    '*': {
      guard: ({ event }) => !event.type.startsWith('xstate.') && !event.type.startsWith('lazy.'),
      actions: sendParent(({ event }) => event),
    },
  },
  context: ({ input }) => ({
    systemId: input.systemId,
    input: input.input,
    child: undefined,
    waiting: [],
    error: undefined,
  }),
  states: {
    idle: {
      on: {
        'lazy.forward': { target: 'loading', actions: 'keep' },
        'lazy.load': 'loading',
      },
    },
    loading: {
      on: { 'lazy.forward': { actions: 'keep' } },
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: [
            assign({
              child: ({ context, event, spawn }) =>
                (spawn as (logic: AnyActorLogic, options: object) => AnyActorRef)(event.output, {
                  id: context.systemId,
                  systemId: context.systemId,
                  input: context.input,
                }),
              error: undefined,
            }),
            enqueueActions(({ context, enqueue }) => {
              const child = context.child as AnyActorRef
              for (const command of context.waiting) enqueue.sendTo(child, command)
              enqueue.assign({ waiting: [] })
            }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => event.error, waiting: [] }),
        },
      },
    },
    ready: {
      on: {
        'lazy.forward': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.sendTo(context.child as AnyActorRef, event.event)
          }),
        },
      },
    },
  },
})
