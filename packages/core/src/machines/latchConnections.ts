import { type ActorRefFrom, enqueueActions, sendTo } from 'xstate'
import type { connectionMachine } from './connection.js'
import { joinCascade, planDisconnect } from './disconnectCascade.js'
import {
  activeConnected,
  activeNetworkOf,
  connectNetworkOf,
  connectorIdsOf,
} from './latchContext.js'
import { latchSetup } from './latchSetup.js'

type ConnectionRef = ActorRefFrom<typeof connectionMachine>

/**
 * The root's region for the wallets of each namespace (`connection.<namespace>`): a visitor's
 * choice of a wallet connects it, a disconnect ends every namespace of its session (the
 * cascade of `disconnectCascade.ts`) and decides which namespace goes on, and the adapters'
 * wallet events reach the connection they are about.
 */
export const connectionsRegion = latchSetup.createStateConfig({
  on: {
    // On a connected namespace, with multi-wallet on, the wallet connects beside the one it
    // has (a connected namespace takes no other connect).
    'connection.connect': {
      actions: enqueueActions(({ context, event, enqueue, check }) => {
        const ref = context.connections[event.namespace]
        if (!ref) return
        const network = connectNetworkOf(context, event.namespace)
        const { connectorId } = event
        if (ref.getSnapshot().matches('connected') && check('multiWalletEnabled')) {
          enqueue.sendTo(ref, { type: 'connection.add', connectorId, network })
        } else {
          enqueue.sendTo(ref, { type: 'connection.connect', connectorId, network })
        }
      }),
    },
    'wallet.selected': {
      actions: enqueueActions(({ context, event, enqueue, check }) => {
        const { namespace, connectorId, name } = event
        const ref = context.connections[namespace]
        const snapshot = ref?.getSnapshot()
        // A namespace holds a second wallet only with multi-wallet on (SPEC.md §5).
        const adds = snapshot?.matches('connected') ?? false
        if (adds && !check('multiWalletEnabled')) {
          enqueue('multiWalletNotEnabled')
          return
        }
        enqueue.sendTo(context.router, {
          type: 'router.push',
          view: 'ConnectingExternal',
          data: { connectorId, namespace, ...(name ? { name } : {}) },
        })
        if (ref && adds) {
          const network = connectNetworkOf(context, namespace)
          enqueue.sendTo(ref, { type: 'connection.add', connectorId, network })
        } else {
          if (ref && snapshot?.matches('connecting')) {
            enqueue.sendTo(ref, { type: 'connection.cancel' })
          }
          enqueue.raise({ type: 'connection.connect', namespace, connectorId })
        }
        // A MULTI_CHAIN wallet connects every namespace it serves that has no wallet yet.
        for (const other of event.alsoConnect ?? []) {
          if (context.connections[other.namespace]?.getSnapshot().matches('disconnected')) {
            enqueue.raise({ type: 'connection.connect', ...other })
          }
        }
      }),
    },
    'wallet.cancelled': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const ref = context.connections[event.namespace]
        const snapshot = ref?.getSnapshot()
        if (
          ref &&
          (snapshot?.matches('connecting') || snapshot?.matches({ connected: 'adding' }))
        ) {
          enqueue.sendTo(ref, { type: 'connection.cancel' })
        }
        enqueue.sendTo(context.router, { type: 'router.back', connected: activeConnected(context) })
      }),
    },
    'connection.cancel': {
      actions: sendTo(
        ({ context, event }) => context.connections[event.namespace] as ConnectionRef,
        { type: 'connection.cancel' },
      ),
    },
    'connection.disconnect': {
      actions: sendTo(
        ({ context, event }) => context.connections[event.namespace] as ConnectionRef,
        ({ event }) => ({
          type: 'connection.disconnect',
          ...(event.closeModal === undefined ? {} : { closeModal: event.closeModal }),
        }),
      ),
    },
    'disconnect.requested': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const ref = context.connections[event.namespace]
        if (!ref) return
        const snapshot = ref.getSnapshot()
        const waits = snapshot.matches('connecting') || snapshot.matches('reconnecting')
        const { targets, closeModal } = planDisconnect(event, connectorIdsOf(context), waits)
        // Those connected end with a notification; one waiting for its wallet just stops.
        const ending = targets.filter((namespace) =>
          context.connections[namespace]?.getSnapshot().matches('connected'),
        )
        const active = activeNetworkOf(context)?.chainNamespace
        if (ending.length > 0) {
          enqueue.assign({
            disconnecting: joinCascade(
              context.disconnecting,
              ending,
              active !== undefined && ending.includes(active),
            ),
          })
        }
        for (const namespace of targets) {
          const target = context.connections[namespace]
          if (target) enqueue.sendTo(target, { type: 'connection.disconnect', closeModal })
        }
      }),
    },
    'connection.preferAccountType': {
      actions: sendTo(
        ({ context, event }) => context.connections[event.namespace] as ConnectionRef,
        ({ event }) => ({ type: 'connection.preferAccountType', accountType: event.accountType }),
      ),
    },
    // A wallet event reaches the namespace's connection when it is about its connector.
    'wallet.event': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const ref = context.connections[event.namespace]
        const wallet = event.event
        if (ref?.getSnapshot().context.connection?.connectorId !== wallet.connectorId) return
        if (
          wallet.type === 'disconnected' ||
          (wallet.type === 'accountsChanged' && !wallet.accounts.length)
        ) {
          enqueue.sendTo(ref, { type: 'connection.lost' })
        } else if (wallet.type === 'accountsChanged') {
          const accounts = wallet.accounts.map(({ address, type }) =>
            type ? { address, type } : { address },
          )
          enqueue.sendTo(ref, { type: 'connection.accountsChanged', accounts })
        } else {
          enqueue.sendTo(ref, { type: 'connection.networkChanged', network: wallet.caipNetworkId })
        }
      }),
    },
    // Before the network and sign-in hear of the account (`connection.accountChanged`
    // follows), so that a view either pushes (UnsupportedChain, SIWXSignMessage) comes on top
    // of Account.
    'connection.succeeded': [
      {
        guard: 'modalOpen',
        actions: [
          { type: 'connectSucceeded', params: ({ event }) => event },
          sendTo(({ context }) => context.router, { type: 'router.connected' }),
        ],
      },
      { actions: { type: 'connectSucceeded', params: ({ event }) => event } },
    ],
    'connection.disconnected': {
      actions: enqueueActions(({ event, enqueue }) => {
        const { namespace, connectorId } = event
        enqueue({ type: 'stepCascade', params: { namespace, failed: false } })
        if (connectorId) enqueue({ type: 'forgetConnector', params: { namespace, connectorId } })
        if (event.closeModal) enqueue('closeModal')
      }),
    },
    'connection.disconnectFailed': {
      actions: {
        type: 'stepCascade',
        params: ({ event }) => ({ namespace: event.namespace, failed: true }),
      },
    },
  },
})
