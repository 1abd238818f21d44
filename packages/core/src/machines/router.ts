import { assertEvent, assign, setup } from 'xstate'
import { FARCASTER_RELOAD_DELAY_MS } from '../constants/time.js'
import type { RouterData, RouterEntry, View } from './views.js'

export type RouterContext = {
  /** Never empty: the last entry is the view on screen. */
  history: readonly RouterEntry[]
  /** Whether an account is connected on the active namespace; the back rule needs it. */
  connected: boolean
  /** The modal is part of the page: it shows Account while connected, Connect otherwise. */
  embedded: boolean
}

export type RouterEvent =
  | { type: 'router.push'; view: View; data?: RouterData }
  | { type: 'router.replace'; view: View; data?: RouterData }
  | { type: 'router.reset'; view: View; data?: RouterData }
  | { type: 'router.back' }
  | { type: 'router.sync'; connected: boolean }
  /** A wallet has just connected. */
  | { type: 'router.connected' }

/** The events that move the router by the visitor's hand (the others come from core). */
export type RouterNavigationEvent = Extract<
  RouterEvent,
  { type: 'router.push' | 'router.replace' | 'router.reset' | 'router.back' }
>

export type RouterInput = { view?: View; connected?: boolean; embedded?: boolean }

function entry(view: View, data: RouterData | undefined): RouterEntry {
  return data === undefined ? { view } : { view, data }
}

/**
 * The views a visitor connects from (a wallet, WalletConnect, an email code, a Farcaster
 * link). A connection that succeeds while one of them is on screen shows Account; on any
 * other view something else has moved the router on (a required sign-in, a network to
 * switch...) and it stays there.
 */
export const connectingViews: readonly View[] = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'EmailLogin',
  'ConnectingFarcaster',
]

/** The view on screen. */
export function currentView(context: Pick<RouterContext, 'history'>): View {
  return context.history.at(-1)?.view ?? 'Connect'
}

/**
 * The modal's router (SPEC.md §2): a history of views starting at Connect. Push skips the
 * view on screen; replace skips when the last entry is already that view; back pops, shows
 * Account instead of Connect once connected, and asks to close the modal from the first
 * entry. A connection made from one of the {@link connectingViews} shows Account; embedded
 * in the page, the router also follows the connection itself (Account while connected,
 * Connect after a disconnect), since the modal never opens or closes there. Leaving
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
        return [...context.history, entry(event.view, event.data)]
      },
    }),
    replace: assign({
      history: ({ context, event }) => {
        assertEvent(event, 'router.replace')
        return [...context.history.slice(0, -1), entry(event.view, event.data)]
      },
    }),
    reset: assign({
      history: ({ event }) => {
        assertEvent(event, 'router.reset')
        return [entry(event.view, event.data)]
      },
    }),
    pop: assign({ history: ({ context }) => context.history.slice(0, -1) }),
    showAccount: assign({ history: [{ view: 'Account' as const }] }),
    showConnect: assign({ history: [{ view: 'Connect' as const }] }),
    popToAccount: assign({
      history: ({ context }) => [...context.history.slice(0, -2), { view: 'Account' as const }],
    }),
    sync: assign({
      connected: ({ event }) => {
        assertEvent(event, 'router.sync')
        return event.connected
      },
    }),
    // Side effects: supplied by the client through `.provide()`.
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
    embeddedConnects: ({ context, event }) => {
      assertEvent(event, 'router.sync')
      return (
        context.embedded &&
        event.connected &&
        !context.connected &&
        connectingViews.includes(currentView(context))
      )
    },
    embeddedDisconnects: ({ context, event }) => {
      assertEvent(event, 'router.sync')
      return context.embedded && !event.connected && context.connected
    },
    connectedAndPreviousIsConnect: ({ context }) =>
      context.connected && context.history.at(-2)?.view === 'Connect',
    leavesFarcasterDisconnected: ({ context }) =>
      !context.connected && currentView(context) === 'ConnectingFarcaster',
  },
  delays: {
    farcasterReload: FARCASTER_RELOAD_DELAY_MS,
  },
}).createMachine({
  id: 'router',
  type: 'parallel',
  context: ({ input }) => ({
    history: [{ view: input.view ?? 'Connect' }],
    connected: input.connected ?? false,
    embedded: input.embedded ?? false,
  }),
  states: {
    navigation: {
      on: {
        'router.push': [{ guard: 'isCurrentView' }, { actions: 'push' }],
        'router.replace': [{ guard: 'isLastEntry' }, { actions: 'replace' }],
        'router.reset': { actions: 'reset' },
        'router.back': [
          { guard: 'hasSingleEntry', actions: 'closeModal' },
          { guard: 'connectedAndPreviousIsConnect', actions: 'popToAccount' },
          { actions: 'pop' },
        ],
        'router.sync': [
          { guard: 'embeddedConnects', actions: ['sync', 'showAccount'] },
          { guard: 'embeddedDisconnects', actions: ['sync', 'showConnect'] },
          { actions: 'sync' },
        ],
        'router.connected': { guard: 'isConnectingView', actions: 'showAccount' },
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
