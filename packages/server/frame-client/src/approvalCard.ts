import { FrameError } from '@latch/frame-protocol'
import type { ApprovalWindow, OpenApprovalWindow } from './approvalWindow.js'
import { type WatchVisibility, watchVisibility } from './cardVisibility.js'

/** One fact of a card: a label and its value in full. */
export type SummaryRow = { label: string; value: string }

/**
 * The server's reading of a request (its `summary`): a title and the facts worth checking; for
 * a batch of calls, each call's facts too.
 */
export type RequestSummary = {
  title: string
  rows: readonly SummaryRow[]
  calls?: readonly (readonly SummaryRow[])[] | undefined
}

/** The part of `document` the card uses; a test passes happy-dom's. */
export type ApprovalDocument = Pick<Document, 'createElement' | 'body'>

/** The visitor's approval of signing requests, asked in the frame's own document. */
export type Approvals = {
  /**
   * Shows the request's card (after those asked before it) and resolves once the visitor
   * clicks Approve. Rejects with "User rejected the request." on Reject, and with "Request was
   * aborted" when `signal` aborts first (the card is then removed).
   */
  ask(summary: RequestSummary, signal: AbortSignal): Promise<void>
}

export type CreateApprovalsParameters = {
  /** How long the Approve button must have been visible before it works. */
  approveDelayMs?: number
  watchVisibility?: WatchVisibility
  /**
   * Where the browser cannot tell whether the page covers the card (cardVisibility.ts's
   * `seesCoveredCards`): Approve opens this window, and the visitor approves in it.
   */
  approvalWindow?: OpenApprovalWindow
}

/**
 * How long the card must be seen before Approve works: a click the page aimed at where the
 * button would appear (clickjacking) lands before it can count.
 */
const approveDelayMs = 500

type Waiting = {
  summary: RequestSummary
  approve(): void
  reject(error: Error): void
}

// What the card says while the approval window is used.
const windowNotes = {
  ready: 'You approve in a separate window of the secure frame, which this site cannot cover.',
  opened: 'Approve or reject in the window that opened.',
  blocked: 'The browser blocked the approval window. Allow pop-ups for this site, then try again.',
  closed: 'The approval window was closed without an answer. Open it again to approve.',
} as const
const windowButtons = {
  ready: 'Approve in a new window',
  opened: 'Show the approval window',
  blocked: 'Try again',
  closed: 'Approve in a new window',
} as const

/**
 * The approval cards of the secure frame. The buttons live in this document, of the frame's
 * origin: the site's own script cannot reach them, so only the visitor can approve. One card
 * shows at a time, oldest first; its facts are the server's reading of the request, in full.
 * Approve works only once the button has been visible for {@link approveDelayMs}, and stops
 * working whenever it is hidden again. With `approvalWindow` (browsers without
 * IntersectionObserver v2, where "visible" cannot mean "not covered by the page") Approve only
 * opens the approval window, and the request is approved by the visitor's Approve there: a
 * click the page steered onto this card opens a window showing the real facts, and no more.
 *
 * @example
 * const approvals = createApprovals(document)
 * await approvals.ask(summary, controller.signal) // after the visitor clicked Approve
 */
export function createApprovals(
  document: ApprovalDocument,
  {
    approveDelayMs: delay = approveDelayMs,
    watchVisibility: watch = watchVisibility,
    approvalWindow,
  } = {} as CreateApprovalsParameters,
): Approvals {
  const queue: Waiting[] = []
  let shown: { waiting: Waiting; element: HTMLElement; stop: () => void } | undefined

  function render(waiting: Waiting): { element: HTMLElement; stop: () => void } {
    const card = document.createElement('main')
    card.className = 'approval'
    card.setAttribute('aria-labelledby', 'approval-title')
    const title = document.createElement('h1')
    title.id = 'approval-title'
    title.textContent = waiting.summary.title
    const factsOf = (rows: readonly SummaryRow[]) => {
      const list = document.createElement('dl')
      for (const { label, value } of rows) {
        const term = document.createElement('dt')
        term.textContent = label
        const detail = document.createElement('dd')
        detail.textContent = value
        list.append(term, detail)
      }
      return list
    }
    const facts = factsOf(waiting.summary.rows)
    // A batch shows every call, numbered: the visitor approves all of them at once.
    const { calls = [] } = waiting.summary
    const callList = document.createElement('ol')
    callList.className = 'approval__calls'
    callList.setAttribute('aria-label', 'Calls')
    calls.forEach((rows, index) => {
      const item = document.createElement('li')
      const heading = document.createElement('h2')
      heading.textContent = `Call ${index + 1} of ${calls.length}`
      item.append(heading, factsOf(rows))
      callList.append(item)
    })
    const actions = document.createElement('div')
    actions.className = 'approval__actions'
    const reject = document.createElement('button')
    reject.type = 'button'
    reject.className = 'approval__reject'
    reject.textContent = 'Reject'
    reject.addEventListener('click', () =>
      settle(waiting, () => waiting.reject(new FrameError('RPC_USER_REJECTED'))),
    )
    const approve = document.createElement('button')
    approve.type = 'button'
    approve.className = 'approval__approve'
    approve.textContent = 'Approve'
    approve.disabled = true
    let opened: ApprovalWindow | undefined
    if (approvalWindow) {
      const note = document.createElement('p')
      note.className = 'approval__note'
      note.setAttribute('role', 'status')
      const show = (state: keyof typeof windowNotes) => {
        note.textContent = windowNotes[state]
        approve.textContent = windowButtons[state]
      }
      show('ready')
      approve.addEventListener('click', () => {
        if (approve.disabled) return
        if (opened) {
          opened.focus()
          return
        }
        const popup = approvalWindow(waiting.summary)
        if (!popup) {
          show('blocked')
          return
        }
        opened = popup
        show('opened')
        void popup.answer.then((answer) => {
          if (opened !== popup) return
          opened = undefined
          if (answer === 'approve') settle(waiting, () => waiting.approve())
          else if (answer === 'reject') {
            settle(waiting, () => waiting.reject(new FrameError('RPC_USER_REJECTED')))
          } else show('closed')
        })
      })
      card.append(title, facts, ...(calls.length > 0 ? [callList] : []), note, actions)
    } else {
      approve.addEventListener('click', () => {
        if (!approve.disabled) settle(waiting, () => waiting.approve())
      })
      card.append(title, facts, ...(calls.length > 0 ? [callList] : []), actions)
    }
    actions.append(reject, approve)

    let timer: ReturnType<typeof setTimeout> | undefined
    const stopWatching = watch(approve, (visible) => {
      clearTimeout(timer)
      timer = undefined
      if (!visible) {
        approve.disabled = true
        return
      }
      timer = setTimeout(() => {
        approve.disabled = false
      }, delay)
    })
    return {
      element: card,
      stop: () => {
        clearTimeout(timer)
        stopWatching()
        // Answered here (Reject) or aborted: the window's card goes too.
        const popup = opened
        opened = undefined
        popup?.close()
      },
    }
  }

  function showNext(): void {
    if (shown) return
    const next = queue[0]
    if (!next) return
    const { element, stop } = render(next)
    shown = { waiting: next, element, stop }
    document.body.append(element)
  }

  function settle(waiting: Waiting, answer: () => void): void {
    const index = queue.indexOf(waiting)
    if (index === -1) return
    queue.splice(index, 1)
    if (shown?.waiting === waiting) {
      shown.stop()
      shown.element.remove()
      shown = undefined
    }
    answer()
    showNext()
  }

  return {
    ask(summary, signal) {
      return new Promise<void>((resolve, reject) => {
        const aborted = () => new FrameError('RPC_ABORTED', { cause: signal.reason })
        if (signal.aborted) {
          reject(aborted())
          return
        }
        const waiting: Waiting = {
          summary,
          approve: () => {
            signal.removeEventListener('abort', onAbort)
            resolve()
          },
          reject: (error) => {
            signal.removeEventListener('abort', onAbort)
            reject(error)
          },
        }
        const onAbort = () => settle(waiting, () => waiting.reject(aborted()))
        signal.addEventListener('abort', onAbort, { once: true })
        queue.push(waiting)
        showNext()
      })
    },
  }
}
