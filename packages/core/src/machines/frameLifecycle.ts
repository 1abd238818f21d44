import { assertEvent, assign, setup } from 'xstate'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_AFTER_LOAD_MS,
  FRAME_READY_DELAY_MS,
} from '../constants/time.js'
import type { AlertCode } from '../errors/alerts.js'
import { FrameError } from '../errors/frame.js'

export type FrameLifecycleContext = {
  /** The secure frame's version, from its FRAME_READY event. */
  version: string | undefined
  error: FrameError | undefined
}

export type FrameLifecycleEvent =
  /** The frame element was inserted and is loading. */
  | { type: 'frame.load' }
  /**
   * The frame element's page finished loading: the frame's own, or the browser's error page
   * when its server could not be reached.
   */
  | { type: 'frame.pageLoaded' }
  /** The frame reported FRAME_READY. */
  | { type: 'frame.ready'; version?: string }
  /** Try again after a failed load. */
  | { type: 'frame.reload' }
  /**
   * The frame's server answered that this site is not among the project's frame ancestors
   * (FRAME_UNVERIFIED_DOMAIN, from the page it serves such a site instead of the frame).
   */
  | { type: 'frame.unverifiedDomain' }

export type FrameLifecycleInput = Record<string, never>

const loadFailed = {
  target: 'failed',
  actions: ['setLoadFailed', { type: 'showAlert', params: { alert: 'IFRAME_LOAD_FAILED' } }],
} as const

// Said at once, not after the load timeout, and as what it is: no reload can mend it.
const unverifiedDomain = {
  target: 'failed',
  actions: ['setUnverifiedDomain', { type: 'showAlert', params: { alert: 'UNVERIFIED_DOMAIN' } }],
} as const

/**
 * The secure frame's lifecycle (SPEC.md §4 "Frame lifecycle", §8 "Frame"): created, loading
 * once inserted, ready when it reports FRAME_READY, initialised
 * {@link FRAME_READY_DELAY_MS} later. Without a ready report within
 * {@link FRAME_LOAD_TIMEOUT_MS}, or within {@link FRAME_READY_AFTER_LOAD_MS} of its page's load
 * (the browser's error page of a server that is down loads at once), it fails with "Unable to
 * load email login dependency" and the iframe-load-failed alert; `frame.reload` tries again,
 * and a late ready still recovers.
 */
export const frameLifecycleMachine = setup({
  types: {
    context: {} as FrameLifecycleContext,
    events: {} as FrameLifecycleEvent,
    input: {} as FrameLifecycleInput,
  },
  actions: {
    setVersion: assign({
      version: ({ event }) => {
        assertEvent(event, 'frame.ready')
        return event.version
      },
      error: undefined,
    }),
    setLoadFailed: assign({ error: () => new FrameError('LOAD_FAILED') }),
    setUnverifiedDomain: assign({ error: () => new FrameError('UNVERIFIED_DOMAIN') }),
    clearError: assign({ error: undefined }),
    // Side effects: supplied by the client through `.provide()`.
    reloadFrame: () => {},
    showAlert: (_, _params: { alert: AlertCode }) => {},
  },
  delays: {
    frameLoadTimeout: FRAME_LOAD_TIMEOUT_MS,
    frameReadyAfterLoad: FRAME_READY_AFTER_LOAD_MS,
    frameReadyDelay: FRAME_READY_DELAY_MS,
  },
}).createMachine({
  id: 'frameLifecycle',
  initial: 'created',
  context: { version: undefined, error: undefined },
  states: {
    created: {
      on: { 'frame.load': 'loading' },
    },
    loading: {
      on: {
        'frame.ready': { target: 'ready', actions: 'setVersion' },
        'frame.pageLoaded': 'pageLoaded',
        'frame.unverifiedDomain': unverifiedDomain,
      },
      after: { frameLoadTimeout: loadFailed },
    },
    // The page loaded without reporting ready (yet): a report still on its way across
    // processes arrives within moments; a page that stays silent did not load the frame.
    pageLoaded: {
      on: {
        'frame.ready': { target: 'ready', actions: 'setVersion' },
        'frame.unverifiedDomain': unverifiedDomain,
      },
      after: { frameReadyAfterLoad: loadFailed },
    },
    ready: {
      after: { frameReadyDelay: 'initialised' },
    },
    initialised: {},
    failed: {
      on: {
        'frame.reload': { target: 'loading', actions: ['clearError', 'reloadFrame'] },
        'frame.ready': { target: 'ready', actions: 'setVersion' },
      },
    },
  },
})
