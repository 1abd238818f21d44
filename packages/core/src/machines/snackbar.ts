import { assertEvent, assign, setup } from 'xstate'
import { SNACKBAR_AUTO_CLOSE_MS, SNACKBAR_SWAP_MS } from '../constants/time.js'
import type { SnackbarMessage } from '../errors/snackbars.js'

/** A snackbar as the UI renders it (SPEC.md §3 "Snackbar"). */
export type Snackbar = SnackbarMessage & {
  /** Closes by itself after {@link SNACKBAR_AUTO_CLOSE_MS}; loading messages usually do not. */
  autoClose: boolean
  /** An icon name the UI knows; the default icon of the variant when absent. */
  svg?: string | undefined
}

export type SnackbarContext = {
  /** The message on screen, or the last one while hidden (so the UI can fade it out). */
  current: Snackbar | undefined
  /** The message that replaces the open one once the swap delay has passed. */
  next: Snackbar | undefined
}

export type SnackbarEvent =
  | { type: 'snackbar.show'; snackbar: Snackbar }
  | { type: 'snackbar.hide' }

/**
 * The snackbar (SPEC.md §2): a new message replaces an open one after
 * {@link SNACKBAR_SWAP_MS}, so the old one visibly leaves first; auto-closing messages hide
 * after {@link SNACKBAR_AUTO_CLOSE_MS}.
 */
export const snackbarMachine = setup({
  types: {
    context: {} as SnackbarContext,
    events: {} as SnackbarEvent,
  },
  actions: {
    showNow: assign({
      current: ({ event }) => {
        assertEvent(event, 'snackbar.show')
        return event.snackbar
      },
      next: undefined,
    }),
    queue: assign({
      next: ({ event }) => {
        assertEvent(event, 'snackbar.show')
        return event.snackbar
      },
    }),
    showQueued: assign({ current: ({ context }) => context.next, next: undefined }),
    dropQueued: assign({ next: undefined }),
  },
  guards: {
    autoCloses: ({ context }) => context.current?.autoClose === true,
  },
  delays: {
    swap: SNACKBAR_SWAP_MS,
    autoClose: SNACKBAR_AUTO_CLOSE_MS,
  },
}).createMachine({
  id: 'snackbar',
  context: { current: undefined, next: undefined },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'snackbar.show': { target: 'open', actions: 'showNow' } },
    },
    open: {
      after: { autoClose: { guard: 'autoCloses', target: 'hidden' } },
      on: {
        'snackbar.show': { target: 'swapping', actions: 'queue' },
        'snackbar.hide': 'hidden',
      },
    },
    swapping: {
      after: { swap: { target: 'open', actions: 'showQueued' } },
      on: {
        // The newest message wins; the swap delay is not restarted.
        'snackbar.show': { actions: 'queue' },
        'snackbar.hide': { target: 'hidden', actions: 'dropQueued' },
      },
    },
  },
})
