import { assertEvent, assign, setup } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { MODAL_SHAKE_MS } from '../constants/time.js'
import type { RouterData, View } from './views.js'

/** What the modal needs to know of the rest of Latch; the client keeps it in sync. */
export type ModalFacts = {
  /** An account is connected on the active namespace. */
  connected: boolean
  activeNamespace: ChainNamespace | undefined
  /** No chain adapter is configured: only WalletConnect can connect. */
  noAdapters: boolean
  /** The site drives WalletConnect itself (manual control). */
  manualControl: boolean
  mobile: boolean
  /** The modal is embedded in the page rather than an overlay. */
  embedded: boolean
  siwxRequired: boolean
  hasSiwxSessions: boolean
  /** The router's current view. */
  view: View
  /** No wallet request is waiting on an approval view. */
  transactionStackEmpty: boolean
}

export type ModalContext = ModalFacts & { loading: boolean }

export type ModalOpenOptions = {
  view?: View
  data?: RouterData
  namespace?: ChainNamespace
}

export type ModalEvent =
  | ({ type: 'modal.open' } & ModalOpenOptions)
  | { type: 'modal.close' }
  | { type: 'modal.shake' }
  | { type: 'modal.setLoading'; loading: boolean }
  | { type: 'modal.sync'; facts: Partial<ModalFacts> }

export type ModalInput = Partial<ModalFacts>

export type ModalTrackEvent = { event: 'MODAL_OPEN' | 'MODAL_CLOSE'; connected: boolean }

export const defaultModalFacts: Readonly<ModalFacts> = {
  connected: false,
  activeNamespace: undefined,
  noAdapters: false,
  manualControl: false,
  mobile: false,
  embedded: false,
  siwxRequired: false,
  hasSiwxSessions: false,
  view: 'Connect',
  transactionStackEmpty: true,
}

// Action objects used by several transitions.
const trackOpen = {
  type: 'track',
  params: ({ context }: { context: ModalContext }): ModalTrackEvent => ({
    event: 'MODAL_OPEN',
    connected: context.connected,
  }),
} as const
const trackClose = {
  type: 'track',
  params: ({ context }: { context: ModalContext }): ModalTrackEvent => ({
    event: 'MODAL_CLOSE',
    connected: context.connected,
  }),
} as const
// In embedded mode the modal stays on the page: it shows Account when connected.
const resetRouterOnClose = {
  type: 'resetRouter',
  params: ({ context }: { context: ModalContext }) => ({
    view: context.embedded && context.connected ? ('Account' as const) : ('Connect' as const),
  }),
} as const

const closeBlockingViews: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

function openEvent(event: ModalEvent) {
  assertEvent(event, 'modal.open')
  return event
}

/**
 * Opening and closing the modal (SPEC.md §2). Opening picks the first view by the spec's
 * rules, or starts a network switch when another namespace is asked for; closing resets the
 * router, rejects waiting wallet requests when no approval view is stacked, and is refused
 * (the modal shakes for {@link MODAL_SHAKE_MS}) while a required sign-in has no session.
 */
export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    input: {} as ModalInput,
  },
  actions: {
    sync: assign(({ event }) => {
      assertEvent(event, 'modal.sync')
      return event.facts
    }),
    setLoading: assign({
      loading: ({ event }) => {
        assertEvent(event, 'modal.setLoading')
        return event.loading
      },
    }),
    clearLoading: assign({ loading: false }),
    // Side effects: supplied by the client through `.provide()`.
    resetRouter: (_, _params: { view: View; data?: RouterData | undefined }) => {},
    switchNamespace: (_, _params: { namespace: ChainNamespace }) => {},
    rejectWalletRequests: () => {},
    track: (_, _params: ModalTrackEvent) => {},
  },
  guards: {
    isSwitchingNamespace: ({ context, event }) => {
      const { namespace } = openEvent(event)
      return namespace !== undefined && namespace !== context.activeNamespace
    },
    walletConnectOnly: ({ context }) =>
      context.manualControl || (context.noAdapters && !context.connected),
    hasRequestedView: ({ event }) => openEvent(event).view !== undefined,
    isConnected: ({ context }) => context.connected,
    closeDisabled: ({ context }) =>
      closeBlockingViews.includes(context.view) && context.siwxRequired && !context.hasSiwxSessions,
    transactionStackEmpty: ({ context }) => context.transactionStackEmpty,
  },
  delays: {
    shake: MODAL_SHAKE_MS,
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({ ...defaultModalFacts, ...input, loading: false }),
  initial: 'closed',
  on: {
    'modal.sync': { actions: 'sync' },
    'modal.setLoading': { actions: 'setLoading' },
    // Opening while open re-applies the rules: a site may open the modal at another view.
    'modal.open': [
      {
        guard: 'isSwitchingNamespace',
        target: '.open',
        actions: [
          {
            type: 'switchNamespace',
            params: ({ event }) => ({ namespace: openEvent(event).namespace as ChainNamespace }),
          },
          trackOpen,
        ],
      },
      {
        guard: 'walletConnectOnly',
        target: '.open',
        actions: [
          {
            type: 'resetRouter',
            params: ({ context }) => ({
              view: context.mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic',
            }),
          },
          trackOpen,
        ],
      },
      {
        guard: 'hasRequestedView',
        target: '.open',
        actions: [
          {
            type: 'resetRouter',
            params: ({ event }) => {
              const { view, data } = openEvent(event)
              return { view: view as View, data }
            },
          },
          trackOpen,
        ],
      },
      {
        guard: 'isConnected',
        target: '.open',
        actions: [{ type: 'resetRouter', params: { view: 'Account' } }, trackOpen],
      },
      {
        target: '.open',
        actions: [{ type: 'resetRouter', params: { view: 'Connect' } }, trackOpen],
      },
    ],
  },
  states: {
    closed: {},
    open: {
      initial: 'still',
      on: {
        'modal.close': [
          { guard: 'closeDisabled', target: '.shaking', reenter: true },
          {
            guard: 'transactionStackEmpty',
            target: 'closed',
            actions: [trackClose, resetRouterOnClose, 'clearLoading', 'rejectWalletRequests'],
          },
          { target: 'closed', actions: [trackClose, resetRouterOnClose, 'clearLoading'] },
        ],
        'modal.shake': { target: '.shaking', reenter: true },
      },
      states: {
        still: {},
        shaking: {
          after: { shake: 'still' },
        },
      },
    },
  },
})
