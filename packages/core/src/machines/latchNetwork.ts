import { enqueueActions, sendTo } from 'xstate'
import { connectorIdsOf, joinsActiveSession, siwxAccountOf } from './latchContext.js'
import { latchSetup } from './latchSetup.js'

/**
 * The root's region for the active network (the `network` child): the requests of the
 * visitor and the site reach it with the connector of each connected namespace (the site's
 * additions and removals of networks too), and a new account brings its wallet's network.
 */
export const networkRegion = latchSetup.createStateConfig({
  on: {
    'network.request': {
      actions: sendTo(
        ({ context }) => context.network,
        ({ context, event }) => ({ ...event, connectorIds: connectorIdsOf(context) }),
      ),
    },
    'network.switch': {
      actions: sendTo(
        ({ context }) => context.network,
        ({ context, event }) => ({ ...event, connectorIds: connectorIdsOf(context) }),
      ),
    },
    'network.walletChanged': {
      actions: sendTo(
        ({ context }) => context.network,
        ({ event }) => event,
      ),
    },
    'network.add': {
      actions: sendTo(
        ({ context }) => context.network,
        ({ event }) => event,
      ),
    },
    // Removing the active network switches to another: the wallets there are asked.
    'network.remove': {
      actions: sendTo(
        ({ context }) => context.network,
        ({ context, event }) => ({ ...event, connectorIds: connectorIdsOf(context) }),
      ),
    },
    // Opened for another namespace: its first network is asked for, without confirmation.
    'modal.switchNamespace': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const network = context.network
          .getSnapshot()
          .context.networks.find((candidate) => candidate.chainNamespace === event.namespace)
        if (!network) return
        enqueue.sendTo(context.network, {
          type: 'network.request',
          network,
          ignoreConfirmation: true,
          connectorIds: connectorIdsOf(context),
        })
      }),
    },
    'network.activeChanged': {
      actions: { type: 'storeActiveNetwork', params: ({ event }) => event.network },
    },
    'connection.accountChanged': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const account = siwxAccountOf(event.connection)
        if (!account) return
        enqueue.sendTo(context.network, {
          type: 'network.walletConnected',
          namespace: event.namespace,
        })
        // A new account brings its wallet's network, unless it joins a session the active
        // namespace already holds (WalletConnect, the embedded wallet): the visitor stays on
        // the network they were on.
        if (!joinsActiveSession(context, event.namespace, event.connection)) {
          enqueue.sendTo(context.network, {
            type: 'network.walletChanged',
            caipNetworkId: account.network,
          })
        }
      }),
    },
    // Sign-in asks for the network of the session it returns to.
    'siwx.switchNetwork': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const network = context.network
          .getSnapshot()
          .context.networks.find((candidate) => candidate.caipNetworkId === event.network)
        if (!network) return
        enqueue.sendTo(context.network, {
          type: 'network.switch',
          network,
          connectorIds: connectorIdsOf(context),
        })
      }),
    },
  },
})
