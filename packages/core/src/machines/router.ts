import { assertEvent, assign, setup } from 'xstate'
import { FARCASTER_RELOAD_DELAY_MS } from '../constants/time.js'
import { connectingViews, currentView, type RouterEntry, type View } from './views.js'

export type RouterContext = {
  /** Never empty: the last entry is the view on screen. */
  history: readonly RouterEntry[]
  /** The modal is part of the page: it shows Account while connected, Connect otherwise. */
  embedded: boolean
}

/** The events that move the router by the visitor's hand (the others come from core). */
export type RouterNavigationEvent =
  | ({ type: 'router.push' } & RouterEntry)
  | ({ type: 'router.replace' } & RouterEntry)
  | ({ type: 'router.reset' } & RouterEntry)
  | { type: 'router.back' }

export type RouterEvent =
  | Exclude<RouterNavigationEvent, { type: 'router.back' }>
  /**
   * Back, with the fact its rules read: whether an account is connected on the active
   * namespace (the root machine adds it; the router keeps no copy).
   */
  | { type: 'router.back'; connected: boolean }
  /** A wallet has just connected (embedded: the active namespace's account appeared). */
  | { type: 'router.connected' }
  /** The active namespace's account went away. */
  | { type: 'router.disconnected' }

/** What a change of history tells the rest of Latch. */
export type RouterChange = { view: View; depth: number }

export type RouterInput = { entry?: RouterEntry; embedded?: boolean }

/** The entry an event names, without the event's type (and without `data` when absent). */
function entry({ view, data }: RouterEntry): RouterEntry {
  return (data === undefined ? { view } : { view, data }) as RouterEntry
}

// After every change of history: the rest of Latch hears of the view now on screen.
const changed = {
  type: 'changed',
  params: ({ context }: { context: RouterContext }): RouterChange => ({
    view: currentView(context),
    depth: context.history.length,
  }),
} as const

/**
 * The modal's router (SPEC.md §2): a history of views starting at Connect. Push skips the
 * view on screen; replace skips when the last entry is already that view; back pops, shows
 * Account instead of Connect once connected, and asks to close the modal from the first
 * entry. A connection made from one of the {@link connectingViews} shows Account (Pay,
 * when a payment opened the modal there); embedded
 * in the page, the root machine also tells it of the active account going away (Connect),
 * since the modal never opens or closes there. Each change reports the view on screen. Leaving
 * ConnectingFarcaster while disconnected clears the farcaster URL and reloads the auth
 * connector after {@link FARCASTER_RELOAD_DELAY_MS}.
 */
export const routerMachine = setup({
  types: {
    context: {} as RouterContext,
    events: {} as RouterEvent,
    input: {} as RouterInput,
  },
  actions: {
    push: assign({
      history: ({ context, event }) => {
        assertEvent(event, 'router.push')
        return [...context.history, entry(event)]
      },
    }),
    replace: assign({
      history: ({ context, event }) => {
        assertEvent(event, 'router.replace')
        return [...context.history.slice(0, -1), entry(event)]
      },
    }),
    reset: assign({
      history: ({ event }) => {
        assertEvent(event, 'router.reset')
        return [entry(event)]
      },
    }),
    pop: assign({ history: ({ context }) => context.history.slice(0, -1) }),
    showAccount: assign({ history: [{ view: 'Account' as const }] }),
    showConnect: assign({ history: [{ view: 'Connect' as const }] }),
    showPay: assign({ history: [{ view: 'Pay' as const }] }),
    popToAccount: assign({
      history: ({ context }) => [...context.history.slice(0, -2), { view: 'Account' as const }],
    }),
    // Side effects: supplied by the root machine through `.provide()`.
    /** The history changed: the view on screen and the number of entries. */
    changed: (_, _change: RouterChange) => {},
    closeModal: () => {},
    clearFarcasterUrl: () => {},
    reloadAuthConnector: () => {},
  },
  guards: {
    isCurrentView: ({ context, event }) => {
      assertEvent(event, 'router.push')
      return currentView(context) === event.view
    },
    isLastEntry: ({ context, event }) => {
      assertEvent(event, 'router.replace')
      return currentView(context) === event.view
    },
    hasSingleEntry: ({ context }) => context.history.length <= 1,
    isConnectingView: ({ context }) => connectingViews.includes(currentView(context)),
    connectingFromPay: ({ context }) =>
      connectingViews.includes(currentView(context)) && context.history[0]?.view === 'Pay',
    isEmbedded: ({ context }) => context.embedded,
    connectedAndPreviousIsConnect: ({ context, event }) => {
      assertEvent(event, 'router.back')
      return event.connected && context.history.at(-2)?.view === 'Connect'
    },
    leavesFarcasterDisconnected: ({ context, event }) => {
      assertEvent(event, 'router.back')
      return !event.connected && currentView(context) === 'ConnectingFarcaster'
    },
  },
  delays: {
    farcasterReload: FARCASTER_RELOAD_DELAY_MS,
  },
}).createMachine({
  id: 'router',
  type: 'parallel',
  context: ({ input }) => ({
    history: [input.entry ?? { view: 'Connect' }],
    embedded: input.embedded ?? false,
  }),
  states: {
    navigation: {
      on: {
        'router.push': [{ guard: 'isCurrentView' }, { actions: ['push', changed] }],
        'router.replace': [{ guard: 'isLastEntry' }, { actions: ['replace', changed] }],
        'router.reset': { actions: ['reset', changed] },
        'router.back': [
          { guard: 'hasSingleEntry', actions: 'closeModal' },
          { guard: 'connectedAndPreviousIsConnect', actions: ['popToAccount', changed] },
          { actions: ['pop', changed] },
        ],
        'router.connected': [
          // Connected from a payment's Pay: back to it, to pay.
          { guard: 'connectingFromPay', actions: ['showPay', changed] },
          { guard: 'isConnectingView', actions: ['showAccount', changed] },
        ],
        'router.disconnected': { guard: 'isEmbedded', actions: ['showConnect', changed] },
      },
    },
    farcaster: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'router.back': { guard: 'leavesFarcasterDisconnected', target: 'reloadPending' },
          },
        },
        reloadPending: {
          after: {
            farcasterReload: {
              target: 'idle',
              actions: ['clearFarcasterUrl', 'reloadAuthConnector'],
            },
          },
        },
      },
    },
  },
})
