import { enqueueActions, not, sendTo } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { connectNetworkOf, type LatchMachineContext } from './latchContext.js'
import { latchSetup } from './latchSetup.js'
import { nextLiveConnector, savedConnectionStatus } from './savedConnectionStatus.js'

/** A saved connection's status, from the saved list and the namespace's active connector. */
function statusIn(context: LatchMachineContext, namespace: ChainNamespace, connectorId: string) {
  const connection = context.connections[namespace]?.getSnapshot()
  const active = connection?.matches('connected') ? connection.context.connection : undefined
  return savedConnectionStatus(
    context.savedConnections.getSnapshot().context,
    namespace,
    connectorId,
    active?.connectorId,
  )
}

/**
 * The root's region for the saved connections (system id `savedConnections`, SPEC.md §4
 * "Status of a saved connection"): every wallet a namespace connects is saved beside the
 * others; with multi-wallet on (a remote feature, SPEC.md §6) the visitor adds a wallet,
 * switches the active one and disconnects one while the others stay. With it off, those
 * commands raise the MULTI_WALLET_NOT_ENABLED alert and do nothing else, and a new wallet
 * replaces the namespace's saved one.
 */
export const savedConnectionsRegion = latchSetup.createStateConfig({
  on: {
    // Every account a namespace shows is of a saved wallet (a restore, a connect, a switch).
    'connection.accountChanged': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { namespace, connection } = event
        if (!connection) return
        enqueue.sendTo(context.savedConnections, { type: 'saved.add', namespace, connection })
      }),
    },
    // The visitor's own connect: with multi-wallet off it is the namespace's only wallet.
    'connection.succeeded': {
      actions: enqueueActions(({ context, event, enqueue, check }) => {
        if (check('multiWalletEnabled')) return
        const { namespace, connectorId } = event
        enqueue.sendTo(context.savedConnections, { type: 'saved.keepOnly', namespace, connectorId })
      }),
    },
    // The namespace ended its wallet (the visitor's disconnect, or the wallet's own).
    'connection.disconnected': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { namespace, connectorId } = event
        if (!connectorId) return
        enqueue.sendTo(context.savedConnections, { type: 'saved.forget', namespace, connectorId })
      }),
    },
    // ProfileWallets' "Add wallet": Connect opens over it.
    'wallet.add': [
      {
        guard: 'multiWalletEnabled',
        actions: sendTo(({ context }) => context.router, { type: 'router.push', view: 'Connect' }),
      },
      { actions: 'multiWalletNotEnabled' },
    ],
    /**
     * SPEC.md §4 "Switching to a connection": a live wallet is re-activated without a prompt,
     * one from an earlier visit connects again through its connector; on a namespace that is
     * not connected any saved wallet connects. The active one, or an unknown one, stays as is.
     */
    'savedConnection.switch': [
      { guard: not('multiWalletEnabled'), actions: 'multiWalletNotEnabled' },
      {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const { namespace, connectorId } = event
          const ref = context.connections[namespace]
          const status = statusIn(context, namespace, connectorId)
          if (!ref || status === undefined || status === 'connected') return
          if (!ref.getSnapshot().matches('connected')) {
            enqueue.raise({ type: 'connection.connect', namespace, connectorId })
          } else if (status === 'active') {
            enqueue.sendTo(ref, { type: 'connection.reactivate', connectorId })
          } else {
            const network = connectNetworkOf(context, namespace)
            enqueue.sendTo(ref, { type: 'connection.add', connectorId, network })
          }
        }),
      },
    ],
    /**
     * One wallet of the namespace leaves, the others stay saved: the active one gives way to
     * the next live wallet, or, with none, the namespace disconnects as a whole (the modal
     * closes only when no namespace is left connected, as from the Wallets view).
     */
    'savedConnection.disconnect': [
      { guard: not('multiWalletEnabled'), actions: 'multiWalletNotEnabled' },
      {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const { namespace, connectorId } = event
          const ref = context.connections[namespace]
          const status = statusIn(context, namespace, connectorId)
          if (!ref || status === undefined) return
          const forget = { type: 'saved.forget', namespace, connectorId } as const
          if (status !== 'connected') {
            enqueue.sendTo(context.savedConnections, forget)
            return
          }
          const saved = context.savedConnections.getSnapshot().context
          const next = nextLiveConnector(saved, namespace, connectorId)
          if (next) {
            enqueue.sendTo(ref, { type: 'connection.reactivate', connectorId: next })
            enqueue.sendTo(context.savedConnections, forget)
          } else {
            enqueue.raise({ type: 'disconnect.requested', namespace, closeModal: 'whenNoneLeft' })
          }
        }),
      },
    ],
  },
})
