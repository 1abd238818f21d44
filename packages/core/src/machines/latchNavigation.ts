import { enqueueActions, sendTo } from 'xstate'
import { snackbars } from '../errors/snackbars.js'
import { activeConnected, hasPendingRequests, openFacts, siwxAccountOf } from './latchContext.js'
import { latchSetup } from './latchSetup.js'
import { currentView } from './views.js'

/**
 * SwitchNetwork opened for a network (by a site, or a link) asks for that network: the view
 * shows the switch, it never starts it. Opened from a request, the view is already on top.
 */
const switchShown = latchSetup.enqueueActions(({ event, enqueue }) => {
  if (event.type !== 'modal.open' && event.type !== 'router.push') return
  if (event.view !== 'SwitchNetwork' || !event.data?.network) return
  enqueue.raise({ type: 'network.request', network: event.data.network, ignoreConfirmation: true })
})

/**
 * The root's region for what the visitor sees: the modal, the router's views and the
 * snackbar. A view a machine asks for comes on top of what shows, or opens the modal at it;
 * leaving a view takes back what it held (the wallet requests of ApproveTransaction, the
 * network a SwitchActiveChain view waited for).
 */
export const navigationRegion = latchSetup.createStateConfig({
  on: {
    'modal.open': {
      actions: [
        sendTo(
          ({ context }) => context.modal,
          ({ context, event }) => {
            const { type: _type, ...options } = event
            return { type: 'modal.open', options, facts: openFacts(context) }
          },
        ),
        switchShown,
      ],
    },
    'modal.close': { actions: 'closeModal' },
    'modal.shake': { actions: sendTo(({ context }) => context.modal, { type: 'modal.shake' }) },
    'router.push': { actions: ['forwardToRouter', switchShown] },
    'router.replace': { actions: 'forwardToRouter' },
    'router.reset': { actions: 'forwardToRouter' },
    'router.back': {
      actions: sendTo(
        ({ context }) => context.router,
        ({ context }) => ({ type: 'router.back', connected: activeConnected(context) }),
      ),
    },
    'snackbar.show': {
      actions: sendTo(
        ({ context }) => context.snackbar,
        ({ event }) => ({
          type: 'snackbar.show',
          snackbar: {
            ...('code' in event ? snackbars[event.code] : event.message),
            autoClose: true,
          },
        }),
      ),
    },
    'view.show': [
      // A view asked for by a machine: on top of what shows, or the modal opens at it.
      {
        guard: 'modalOpen',
        actions: sendTo(
          ({ context }) => context.router,
          ({ event }) => ({ type: 'router.push', view: event.view }),
        ),
      },
      {
        actions: sendTo(
          ({ context }) => context.modal,
          ({ context, event }) => ({
            type: 'modal.open',
            options: { view: event.view },
            facts: openFacts(context),
          }),
        ),
      },
    ],
    'walletRequest.openModal': {
      guard: 'modalClosed',
      actions: sendTo(
        ({ context }) => context.modal,
        ({ context }) => ({ type: 'modal.open', options: {}, facts: openFacts(context) }),
      ),
    },
    'walletRequest.finished': [
      {
        guard: ({ event }) => event.next === 'popTransactionStack',
        actions: sendTo(
          ({ context }) => context.router,
          ({ context }) => ({ type: 'router.back', connected: activeConnected(context) }),
        ),
      },
      { actions: 'closeModal' },
    ],
    // The wallet switched: the view that showed the switch, or asked for one, is done.
    'network.switched': {
      guard: ({ context }) =>
        ['SwitchNetwork', 'UnsupportedChain'].includes(
          currentView(context.router.getSnapshot().context),
        ),
      actions: sendTo(
        ({ context }) => context.router,
        ({ context }) => ({ type: 'router.back', connected: activeConnected(context) }),
      ),
    },
    'router.changed': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        // Leaving ApproveTransaction in any way (Back, a pushed UnsupportedChain, the site's
        // open({ view })) hides the frame: its requests are taken back.
        if (event.view !== 'ApproveTransaction' && hasPendingRequests(context)) {
          enqueue('rejectRequests')
        }
        // SwitchActiveChain hands over to Connect in its place; once the history is popped
        // below that place, its network waits for no wallet.
        if (event.view === 'SwitchActiveChain') {
          enqueue.assign({ awaitedAt: event.depth })
        } else if (context.awaitedAt !== undefined && event.depth < context.awaitedAt) {
          enqueue('clearAwaitedAt')
          enqueue('forgetAwaitedNetwork')
        }
      }),
    },
    // A closed modal takes back the requests the visitor no longer sees, and a wallet
    // connected after it closed is not the one SwitchActiveChain waited for.
    'modal.closed': {
      actions: enqueueActions(({ context, enqueue }) => {
        if (hasPendingRequests(context)) enqueue('rejectRequests')
        if (context.network.getSnapshot().context.awaitedNetwork) {
          enqueue('clearAwaitedAt')
          enqueue('forgetAwaitedNetwork')
        }
      }),
    },
    // Embedded, the modal never opens: it shows Account when an account appears, and Connect
    // once the active namespace has none.
    'connection.accountChanged': {
      guard: ({ context }) => context.router.getSnapshot().context.embedded,
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (siwxAccountOf(event.connection)) {
          enqueue.sendTo(context.router, { type: 'router.connected' })
        } else if (!activeConnected(context)) {
          enqueue.sendTo(context.router, { type: 'router.disconnected' })
        }
      }),
    },
  },
})
