import { assertEvent, assign, setup } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { MODAL_SHAKE_MS } from '../constants/time.js'
import { type ModalOpening, modalOpening } from './modalOpening.js'
import type { RouterEntry, View } from './views.js'

/** What the modal is told once, by the site's configuration. */
export type ModalConfig = {
  /** No chain adapter is configured: only WalletConnect can connect. */
  noAdapters: boolean
  /** The site drives WalletConnect itself (manual control). */
  manualControl: boolean
  mobile: boolean
  /** The modal is embedded in the page rather than an overlay. */
  embedded: boolean
  /** The site requires a sign-in (SIWX) session. */
  siwxRequired: boolean
}

/**
 * What opening reads of the rest of Latch, carried by the event: the root machine reads it
 * from the machines that own it when it forwards `modal.open`.
 */
export type ModalOpenFacts = {
  /** An account is connected on the active namespace. */
  connected: boolean
  activeNamespace: ChainNamespace | undefined
}

/** What closing reads of the rest of Latch, carried by the event like {@link ModalOpenFacts}. */
export type ModalCloseFacts = {
  connected: boolean
  /** The router's current view. */
  view: View
  /** Sign-in has a session for the connected account. */
  hasSiwxSessions: boolean
}

export type ModalContext = ModalConfig & { loading: boolean }

/**
 * Where to open: a view with its data, or a namespace (another one than the active starts a
 * network switch), or neither (the rules of SPEC.md §2 pick the view).
 */
export type ModalOpenOptions = { namespace?: ChainNamespace } & (
  | RouterEntry
  | { view?: undefined; data?: undefined }
)

export type ModalEvent =
  | { type: 'modal.open'; options: ModalOpenOptions; facts: ModalOpenFacts }
  | { type: 'modal.close'; facts: ModalCloseFacts }
  | { type: 'modal.shake' }
  | { type: 'modal.setLoading'; loading: boolean }

export type ModalInput = Partial<ModalConfig>

export type ModalTrackEvent = { event: 'MODAL_OPEN' | 'MODAL_CLOSE'; connected: boolean }

export const defaultModalConfig: Readonly<ModalConfig> = {
  noAdapters: false,
  manualControl: false,
  mobile: false,
  embedded: false,
  siwxRequired: false,
}

const closeBlockingViews: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * Whether closing is refused now (SPEC.md §2 "Closing"): on the sign-in and approval views
 * while sign-in is required and has no session. The modal machine's guard and a UI that hides
 * its close control both read this one rule.
 */
export function closeBlocked(
  facts: Pick<ModalCloseFacts, 'view' | 'hasSiwxSessions'> & Pick<ModalConfig, 'siwxRequired'>,
): boolean {
  return closeBlockingViews.includes(facts.view) && facts.siwxRequired && !facts.hasSiwxSessions
}

function openingOf(context: ModalContext, event: ModalEvent): ModalOpening {
  assertEvent(event, 'modal.open')
  return modalOpening({ ...context, ...event.facts }, event.options)
}

// Each branch of `modal.open` is taken only for its kind of opening (see `opensNamespace`).
type Opening<Kind extends ModalOpening['kind']> = Extract<ModalOpening, { kind: Kind }>
const namespaceOpening = (context: ModalContext, event: ModalEvent) =>
  openingOf(context, event) as Opening<'switchNamespace'>
const viewOpening = (context: ModalContext, event: ModalEvent) =>
  openingOf(context, event) as Opening<'view'>

function connectedOf(event: ModalEvent): boolean {
  assertEvent(event, ['modal.open', 'modal.close'])
  return event.facts.connected
}

const track = (trackEvent: ModalTrackEvent['event']) =>
  ({
    type: 'track',
    params: ({ event }: { event: ModalEvent }): ModalTrackEvent => ({
      event: trackEvent,
      connected: connectedOf(event),
    }),
  }) as const

/**
 * Opening and closing the modal (SPEC.md §2). Opening follows the rules of
 * {@link modalOpening} (the same function the client uses before the machines run): a first
 * view for the router, or a network switch when another namespace is asked for. Closing
 * resets the router (embedded: to Account while connected), reports the close (waiting wallet
 * requests are taken back then), and is refused (the modal shakes for {@link MODAL_SHAKE_MS})
 * while {@link closeBlocked}.
 */
export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    input: {} as ModalInput,
  },
  actions: {
    setLoading: assign({
      loading: ({ event }) => {
        assertEvent(event, 'modal.setLoading')
        return event.loading
      },
    }),
    clearLoading: assign({ loading: false }),
    // Side effects: supplied by the root machine through `.provide()`.
    resetRouter: (_, _params: RouterEntry) => {},
    switchNamespace: (_, _params: { namespace: ChainNamespace }) => {},
    /** The modal closed: what waited for the visitor in it is over. */
    closed: () => {},
    track: (_, _params: ModalTrackEvent) => {},
  },
  guards: {
    opensNamespace: ({ context, event }) => openingOf(context, event).kind === 'switchNamespace',
    closeBlocked: ({ context, event }) => {
      assertEvent(event, 'modal.close')
      return closeBlocked({ ...context, ...event.facts })
    },
  },
  delays: {
    shake: MODAL_SHAKE_MS,
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({ ...defaultModalConfig, ...input, loading: false }),
  initial: 'closed',
  on: {
    'modal.setLoading': { actions: 'setLoading' },
    // Opening while open re-applies the rules: a site may open the modal at another view.
    'modal.open': [
      {
        guard: 'opensNamespace',
        target: '.open',
        actions: [
          {
            type: 'switchNamespace',
            params: ({ context, event }) => ({
              namespace: namespaceOpening(context, event).namespace,
            }),
          },
          track('MODAL_OPEN'),
        ],
      },
      {
        target: '.open',
        actions: [
          {
            type: 'resetRouter',
            params: ({ context, event }) => viewOpening(context, event).entry,
          },
          track('MODAL_OPEN'),
        ],
      },
    ],
  },
  states: {
    closed: {},
    open: {
      initial: 'still',
      on: {
        'modal.close': [
          { guard: 'closeBlocked', target: '.shaking', reenter: true },
          {
            target: 'closed',
            actions: [
              track('MODAL_CLOSE'),
              {
                // Embedded, the modal stays on the page: it shows Account while connected.
                type: 'resetRouter',
                params: ({ context, event }) => ({
                  view: context.embedded && connectedOf(event) ? 'Account' : 'Connect',
                }),
              },
              'clearLoading',
              'closed',
            ],
          },
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
