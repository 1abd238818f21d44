import { enqueueActions, sendTo } from 'xstate'
import type { LatchMachineContext } from './latchContext.js'
import { sendSubjectOf } from './latchContext.js'
import { latchSetup } from './latchSetup.js'
import { snackbarOf, transactionSnackbar } from './transactionSnackbar.js'

/** The route data of the Swap view now on screen (SPEC.md §2: opened with swap arguments). */
function swapRouteData(context: LatchMachineContext) {
  const entry = context.router.getSnapshot().context.history.at(-1)
  return entry?.view === 'Swap' ? (entry.data ?? {}) : {}
}

/**
 * The root's region for swapping (SPEC.md §2 Swap): the form loads under a lazy child (system
 * id `swap`) when the Swap view opens, for the active account with the view's arguments; a
 * view over it (the embedded wallet's approval card) and back is the same swap. After a swap
 * the account's holdings are read again and a snackbar says so.
 */
export const swapRegion = latchSetup.createStateConfig({
  on: {
    'swap.start': {
      actions: sendTo(
        ({ context }) => context.swap,
        ({ context, event }) => {
          const { type: _, namespace, ...request } = event
          return {
            type: 'lazy.forward',
            event: { type: 'swap.start', ...sendSubjectOf(context, namespace), ...request },
          }
        },
      ),
    },
    'router.changed': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (event.view === 'Swap' && context.swapAt !== event.depth) {
          enqueue.assign({ swapAt: event.depth })
          enqueue.sendTo(context.swap, {
            type: 'lazy.forward',
            event: {
              type: 'swap.start',
              ...sendSubjectOf(context, undefined),
              ...swapRouteData(context),
            },
          })
        } else if (context.swapAt !== undefined && event.depth <= context.swapAt) {
          // Swap is no longer where it was (back below it, replaced, or reset on close).
          enqueue.assign({ swapAt: undefined })
        }
      }),
    },
    'swap.edit': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { from, to, amount, flip } = event.edit
        const edits = [
          flip && { type: 'swap.flip' },
          from !== undefined && { type: 'swap.setFrom', address: from },
          to !== undefined && { type: 'swap.setTo', address: to },
          amount !== undefined && { type: 'swap.setAmount', amount },
        ]
        for (const edit of edits) {
          if (edit) enqueue.sendTo(context.swap, { type: 'lazy.forward', event: edit })
        }
      }),
    },
    'swap.submit': {
      actions: sendTo(({ context }) => context.swap, {
        type: 'lazy.forward',
        event: { type: 'swap.submit' },
      }),
    },
    // On chain: the account's balances and activity are read again, and the visitor told.
    'swap.swapped': {
      actions: [
        { type: 'accountChanged', params: ({ event }) => event },
        sendTo(snackbarOf, ({ event }) => transactionSnackbar('Swapped', event.hash)),
      ],
    },
  },
})
