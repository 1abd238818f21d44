import { sendTo } from 'xstate'
import { sendSubjectOf } from './latchContext.js'
import { latchSetup } from './latchSetup.js'

/**
 * The root's region for the Account view's lists (system ids `sessions`, `nfts`): the root adds
 * the account a session command is for (the namespace's connected one), and a transfer that
 * went out, or is on chain, has the account's NFTs read again.
 */
export const accountListsRegion = latchSetup.createStateConfig({
  on: {
    'sessions.load': {
      actions: sendTo(
        ({ context }) => context.sessions,
        ({ context, event }) => ({
          type: 'sessions.load',
          address: sendSubjectOf(context, event.namespace).address,
        }),
      ),
    },
    'sessions.revoke': {
      actions: sendTo(
        ({ context }) => context.sessions,
        ({ event }) => ({ type: 'sessions.revoke', id: event.id, namespace: event.namespace }),
      ),
    },
    'nfts.load': {
      actions: sendTo(
        ({ context }) => context.nfts,
        ({ event }) => ({ type: 'nfts.load', address: event.address, chainId: event.chainId }),
      ),
    },
    'nfts.more': { actions: sendTo(({ context }) => context.nfts, { type: 'nfts.more' }) },
    'send.transferSent': {
      actions: sendTo(
        ({ context }) => context.nfts,
        ({ event }) => ({ type: 'nfts.reload', address: event.address }),
      ),
    },
    'send.transferConfirmed': {
      actions: sendTo(
        ({ context }) => context.nfts,
        ({ event }) => ({ type: 'nfts.reload', address: event.address }),
      ),
    },
  },
})
