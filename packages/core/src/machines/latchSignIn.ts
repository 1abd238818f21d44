import { type ActorRefFrom, enqueueActions, raise, sendTo } from 'xstate'
import { activeNetworkOf, siwxAccountOf } from './latchContext.js'
import { latchSetup } from './latchSetup.js'
import type { lazyChildMachine } from './lazyChild.js'

type LoaderRef = ActorRefFrom<typeof lazyChildMachine>

/**
 * The root's region for sign-in (SPEC.md §4 "Sign in"), where the site configured `siwx`: its
 * machine loads under a lazy child (system id `siwx`) as the client starts, and hears of each
 * account as it comes and goes, those before it loaded included (the lazy child hands them
 * over in order). What it asks for back (a disconnect, a network) the root decides.
 */
export const signInRegion = latchSetup.createStateConfig({
  on: {
    'siwx.sign': {
      guard: ({ context }) => context.siwx !== undefined,
      actions: sendTo(({ context }) => context.siwx as LoaderRef, {
        type: 'lazy.forward',
        event: { type: 'siwx.sign' },
      }),
    },
    'siwx.cancel': {
      guard: ({ context }) => context.siwx !== undefined,
      actions: sendTo(({ context }) => context.siwx as LoaderRef, {
        type: 'lazy.forward',
        event: { type: 'siwx.cancel' },
      }),
    },
    'connection.accountChanged': {
      guard: ({ context }) => context.siwx !== undefined,
      actions: enqueueActions(({ context, event, enqueue }) => {
        const account = siwxAccountOf(event.connection)
        enqueue.sendTo(context.siwx as LoaderRef, {
          type: 'lazy.forward',
          event: account ? { type: 'siwx.connected', account } : { type: 'siwx.disconnected' },
        })
      }),
    },
    // A required sign-in was cancelled: the active namespace (and its session) disconnects.
    'siwx.disconnect': {
      actions: raise(({ context }) => ({
        type: 'disconnect.requested' as const,
        namespace: activeNetworkOf(context)?.chainNamespace ?? 'eip155',
        closeModal: true,
      })),
    },
  },
})
