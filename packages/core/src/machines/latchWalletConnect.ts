import { type ActorRefFrom, enqueueActions, sendTo } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../connectors/connectorIds.js'
import { activeNetworkOf, pairingOf } from './latchContext.js'
import type { LatchMachineEvent } from './latchEvents.js'
import { latchSetup } from './latchSetup.js'
import type { lazyChildMachine } from './lazyChild.js'

type LoaderRef = ActorRefFrom<typeof lazyChildMachine>

const connectWalletConnect = (namespace: ChainNamespace): LatchMachineEvent => ({
  type: 'connection.connect',
  namespace,
  connectorId: WALLET_CONNECT_CONNECTOR_ID,
})

/** The first namespace of the session answered: the others connect. */
const connectNext = latchSetup.enqueueActions(({ context, enqueue }) => {
  for (const namespace of context.pairedSession?.next ?? []) {
    enqueue.raise(connectWalletConnect(namespace))
  }
  enqueue.assign({ pairedSession: undefined })
})

/**
 * The root's region for WalletConnect (SPEC.md §4), where the site configured it: the
 * WalletConnect views show the pairing (a first visit, or one after a wallet connected through
 * an earlier pairing, pairs), and one approval connects every namespace of the session: the
 * active one first (`joining`), the others once it has answered, so that they join its
 * session and leave its network active.
 */
export const walletConnectRegion = latchSetup.createStateConfig({
  initial: 'idle',
  on: {
    'pairing.refresh': {
      guard: ({ context }) => context.pairing !== undefined,
      actions: sendTo(({ context }) => context.pairing as LoaderRef, {
        type: 'lazy.forward',
        event: { type: 'pairing.refresh' },
      }),
    },
    'router.changed': {
      guard: ({ context, event }) => {
        if (!context.pairing) return false
        // Not loaded yet: this first visit loads and pairs (a load under way pairs already).
        const pairing = pairingOf(context)?.getSnapshot()
        const loading = context.pairing.getSnapshot().matches('loading')
        return (
          (event.view === 'ConnectingWalletConnect' ||
            event.view === 'ConnectingWalletConnectBasic') &&
          (pairing ? pairing.matches('idle') || pairing.matches('connected') : !loading)
        )
      },
      actions: sendTo(({ context }) => context.pairing as LoaderRef, {
        type: 'lazy.forward',
        event: { type: 'pairing.fetch' },
      }),
    },
    // A new approval replaces one whose namespaces are still joining.
    'pairing.approved': {
      target: '.joining',
      actions: enqueueActions(({ context, event, enqueue }) => {
        const active = activeNetworkOf(context)?.chainNamespace
        const [first, ...next] = [
          ...event.namespaces.filter((namespace) => namespace === active),
          ...event.namespaces.filter((namespace) => namespace !== active),
        ].filter((namespace) => context.connections[namespace] !== undefined)
        enqueue.assign({ pairedSession: first ? { first, next } : undefined })
        if (first) enqueue.raise(connectWalletConnect(first))
      }),
    },
  },
  states: {
    idle: {},
    joining: {
      always: { guard: ({ context }) => context.pairedSession === undefined, target: 'idle' },
      on: {
        // The first namespace answered: the others join its session (or try to, alone).
        'connection.succeeded': {
          guard: ({ context, event }) => event.namespace === context.pairedSession?.first,
          target: 'idle',
          actions: connectNext,
        },
        'connection.connectFailed': {
          guard: ({ context, event }) => event.namespace === context.pairedSession?.first,
          target: 'idle',
          actions: connectNext,
        },
      },
    },
  },
})
