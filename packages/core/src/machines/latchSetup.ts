import { assign, enqueueActions, sendTo, setup } from 'xstate'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import { cascadeStep } from './disconnectCascade.js'
import { latchChildren } from './latchChildren.js'
import {
  activeNetworkOf,
  closeFacts,
  type LatchMachineContext,
  type LatchMachineInput,
} from './latchContext.js'
import type { LatchMachineEvent } from './latchEvents.js'
import type { RouterNavigationEvent } from './router.js'

/**
 * The root machine's setup (`latch.ts`): its types, its children's logic, the effects the
 * client supplies and what several regions do. Each region of the root is a state config of
 * this setup in a file of its own (`latchConnections.ts`, `latchNetwork.ts`...), typed by it.
 */
export const latchSetup = setup({
  types: {
    context: {} as LatchMachineContext,
    events: {} as LatchMachineEvent,
    input: {} as LatchMachineInput,
  },
  actors: latchChildren,
  actions: {
    // Effects outside the machines: supplied by the client through `.provide()`.
    /** A connect the visitor asked for succeeded: tracked, and the wallet made a recent one. */
    connectSucceeded: (_, _params: { namespace: ChainNamespace; connectorId: string }) => {},
    /** A namespace disconnected: its connector is not restored next visit. */
    forgetConnector: (_, _params: { namespace: ChainNamespace; connectorId: string }) => {},
    /** The active network changed: stored and tracked. */
    storeActiveNetwork: (_, _network: CaipNetwork) => {},
    /** An account's holdings changed (a transfer went out, or is on chain): caches are stale. */
    accountChanged: (_, _params: { namespace: ChainNamespace; address: string }) => {},
    /** A multi-wallet command while the project has multi-wallet off: the info alert. */
    multiWalletNotEnabled: (_, _params: undefined) => {},
    // What several transitions do.
    closeModal: sendTo(
      ({ context }) => context.modal,
      ({ context }) => ({ type: 'modal.close', facts: closeFacts(context) }),
    ),
    rejectRequests: sendTo(({ context }) => context.walletRequest, { type: 'requests.rejectAll' }),
    /** A navigation the router takes as it is (push, replace, reset: only those name it). */
    forwardToRouter: sendTo(
      ({ context }) => context.router,
      ({ event }) => event as Exclude<RouterNavigationEvent, { type: 'router.back' }>,
    ),
    clearAwaitedAt: assign({ awaitedAt: undefined }),
    forgetAwaitedNetwork: sendTo(({ context }) => context.network, {
      type: 'network.forgetAwaited',
    }),
    /**
     * A namespace of a disconnect under way ended (or failed to): once none is left, the
     * active namespace, if it ended, gives way to one that stays connected.
     */
    stepCascade: enqueueActions(
      (
        { context, enqueue },
        { namespace, failed }: { namespace: ChainNamespace; failed: boolean },
      ) => {
        const cascade = context.disconnecting
        if (!cascade?.pending.includes(namespace)) return
        const connected = Object.values(context.connections).flatMap((ref) => {
          const snapshot = ref.getSnapshot()
          return snapshot.matches('connected')
            ? [
                {
                  namespace: snapshot.context.namespace,
                  network: snapshot.context.connection?.network as CaipNetworkId | undefined,
                },
              ]
            : []
        })
        const active = activeNetworkOf(context)?.chainNamespace === namespace
        const step = cascadeStep(cascade, { namespace, failed, active }, connected)
        enqueue.assign({ disconnecting: step.cascade })
        if (step.next) {
          enqueue.sendTo(context.network, {
            type: 'network.walletChanged',
            caipNetworkId: step.next,
          })
        }
      },
    ),
  },
  guards: {
    /** The project's remote features enable multi-wallet (read by the client, their owner). */
    multiWalletEnabled: () => false,
    modalOpen: ({ context }) => context.modal.getSnapshot().matches('open'),
    modalClosed: ({ context }) => !context.modal.getSnapshot().matches('open'),
  },
})
