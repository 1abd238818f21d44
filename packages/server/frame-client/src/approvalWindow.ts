import type { AppEventPayload } from '@latch/frame-protocol'
import type { RequestSummary } from './approvalCard.js'
import {
  APPROVAL_WINDOW_ANSWER,
  APPROVAL_WINDOW_READY,
  APPROVAL_WINDOW_REQUEST,
  type ApprovalWindowMessage,
  approvalWindowMessageSchema,
  approvalWindowPath,
} from './approvalWindowMessages.js'

/** How the approval window ended: the visitor's answer, or closed without one. */
export type ApprovalWindowAnswer = 'approve' | 'reject' | 'closed'

/** An approval window the frame opened for one request. */
export type ApprovalWindow = {
  /** Settles once: the visitor's answer in the window, or `'closed'`. */
  answer: Promise<ApprovalWindowAnswer>
  /** Brings the window to the front (when the browser lets it). */
  focus(): void
  /** Closes the window; `answer` becomes `'closed'` unless it had settled. */
  close(): void
}

/**
 * Opens the approval window for `summary`; `undefined` when the browser blocked it. Call it
 * in the visitor's click: browsers open windows only then.
 */
export type OpenApprovalWindow = (summary: RequestSummary) => ApprovalWindow | undefined

/** The part of the approval window's `WindowProxy` the frame uses. */
export type OpenedWindow = {
  readonly closed: boolean
  close(): void
  focus(): void
  postMessage(message: ApprovalWindowMessage, targetOrigin: string): void
}

/** The part of the frame's `window` this uses; a test passes a fake one. */
export type OpenerWindow = {
  location: { origin: string }
  open(url: string, target: string, features: string): OpenedWindow | null
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

export type CreateApprovalWindowsParameters = {
  /** How often the frame looks whether the window was closed. */
  closedPollMs?: number
  /** The theme the page last set (APP_SYNC_THEME), for the window to show the same. */
  theme?: () => AppEventPayload<'APP_SYNC_THEME'> | undefined
  randomId?: () => string
}

// A small window of its own (`popup`), sized for the card; without `noopener`, which would
// leave the frame no way to send it the request or to hear its answer.
const windowFeatures = 'popup,width=420,height=640'

/**
 * The approval windows of the secure frame, for browsers that cannot tell it whether the page
 * covers its card (no IntersectionObserver v2: Firefox, Safari). The page owns everything
 * drawn around and over the iframe: it can lay an opaque element over the card, or one with
 * `pointer-events: none` showing a decoy, and time the visitor's click. A top-level window of
 * the frame's own origin is out of its reach: no page can draw over another window, frame it
 * (its page sends `frame-ancestors 'none'`) or script it. So there the card's Approve only
 * opens this window, and the visitor approves in it.
 *
 * The window is a document of the frame's origin but not of its storage: Firefox and Safari
 * partition a frame's storage and cookies by the top-level site, so the window cannot use the
 * frame's session, and needs none. It gets the card's facts from the frame, posted to the
 * frame's origin only, and answers the frame the same way; the frame takes an answer only from
 * the window it opened (`event.source`), of its own origin (`event.origin`), carrying the
 * random id it gave that window's request, once. The server is then asked exactly as after an
 * Approve in the frame: the request id and digest the server stored are the frame's, and never
 * pass through the window or the page.
 *
 * @example
 * const open = createApprovalWindows(window)
 * const opened = open(summary) // in the click handler
 * if (opened && (await opened.answer) === 'approve') approve()
 */
export function createApprovalWindows(
  frameWindow: OpenerWindow,
  {
    closedPollMs = 500,
    theme = () => undefined,
    randomId = () => crypto.randomUUID(),
  }: CreateApprovalWindowsParameters = {},
): OpenApprovalWindow {
  return (summary) => {
    const origin = frameWindow.location.origin
    const opened = frameWindow.open(`${origin}${approvalWindowPath}`, '_blank', windowFeatures)
    if (!opened) return undefined
    const nonce = randomId()
    let settle: (answer: ApprovalWindowAnswer) => void = () => {}
    const answer = new Promise<ApprovalWindowAnswer>((resolve) => {
      settle = resolve
    })
    let closedSeen = false
    const finish = (outcome: ApprovalWindowAnswer) => {
      clearInterval(poll)
      frameWindow.removeEventListener('message', onMessage)
      settle(outcome)
      settle = () => {}
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== opened) return
      const parsed = approvalWindowMessageSchema.safeParse(event.data)
      if (!parsed.success) return
      const message = parsed.data
      if (message.type === APPROVAL_WINDOW_READY) {
        const current = theme()
        opened.postMessage(
          {
            type: APPROVAL_WINDOW_REQUEST,
            nonce,
            summary: {
              title: summary.title,
              rows: [...summary.rows],
              ...(summary.calls ? { calls: summary.calls.map((rows) => [...rows]) } : {}),
            },
            ...(current === undefined ? {} : { theme: current }),
          },
          origin,
        )
      } else if (message.type === APPROVAL_WINDOW_ANSWER && message.nonce === nonce) {
        finish(message.answer)
        opened.close()
      }
    }
    frameWindow.addEventListener('message', onMessage)
    // A window closed just after its Approve still counts: its answer, posted before the
    // close, may arrive after the close is seen, so "closed" waits for a second look.
    const poll = setInterval(() => {
      if (!opened.closed) return
      if (closedSeen) finish('closed')
      closedSeen = true
    }, closedPollMs)
    return {
      answer,
      focus: () => opened.focus(),
      close: () => {
        finish('closed')
        opened.close()
      },
    }
  }
}
