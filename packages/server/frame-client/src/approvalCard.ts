import { FrameError, type RpcRequestPayload } from '@latch/frame-protocol'
import { type RequestSummary, summarizeRequest } from './requestSummary.js'

/** The part of `document` the card uses; a test passes happy-dom's. */
export type ApprovalDocument = Pick<Document, 'createElement' | 'body'>

/** The visitor's approval of signing requests, asked in the frame's own document. */
export type Approvals = {
  /**
   * Shows the request's card (after those asked before it) and resolves once the visitor
   * clicks Approve. Rejects with "User rejected the request." on Reject, with "Request was
   * aborted" when `signal` aborts first (the card is then removed), and at once, with no card,
   * with "Requested RPC call is not allowed" for a request the server would refuse.
   * `sessionChainId` is the session's chain, the one signed for when the request names none.
   */
  ask(payload: RpcRequestPayload, signal: AbortSignal, sessionChainId: string): Promise<void>
}

type Waiting = {
  summary: RequestSummary
  approve(): void
  reject(error: Error): void
}

/**
 * The approval cards of the secure frame. The buttons live in this document, of the frame's
 * origin: the site's own script cannot reach them, so only the visitor can approve. One card
 * shows at a time, oldest first.
 *
 * @example
 * const approvals = createApprovals(document)
 * await approvals.ask(payload, controller.signal, 'eip155:1') // after the visitor clicked Approve
 */
export function createApprovals(document: ApprovalDocument): Approvals {
  const queue: Waiting[] = []
  let shown: { waiting: Waiting; element: HTMLElement } | undefined

  function render(waiting: Waiting): HTMLElement {
    const card = document.createElement('main')
    card.className = 'approval'
    card.setAttribute('aria-labelledby', 'approval-title')
    const title = document.createElement('h1')
    title.id = 'approval-title'
    title.textContent = waiting.summary.title
    const facts = document.createElement('dl')
    for (const { label, value } of waiting.summary.rows) {
      const term = document.createElement('dt')
      term.textContent = label
      const detail = document.createElement('dd')
      detail.textContent = value
      facts.append(term, detail)
    }
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
    approve.addEventListener('click', () => settle(waiting, () => waiting.approve()))
    actions.append(reject, approve)
    card.append(title, facts, actions)
    return card
  }

  function showNext(): void {
    if (shown) return
    const next = queue[0]
    if (!next) return
    const element = render(next)
    shown = { waiting: next, element }
    document.body.append(element)
  }

  function settle(waiting: Waiting, answer: () => void): void {
    const index = queue.indexOf(waiting)
    if (index === -1) return
    queue.splice(index, 1)
    if (shown?.waiting === waiting) {
      shown.element.remove()
      shown = undefined
    }
    answer()
    showNext()
  }

  return {
    ask(payload, signal, sessionChainId) {
      return new Promise<void>((resolve, reject) => {
        const aborted = () => new FrameError('RPC_ABORTED', { cause: signal.reason })
        if (signal.aborted) {
          reject(aborted())
          return
        }
        const waiting: Waiting = {
          // Throws (rejecting the ask) before any card for a request the server would refuse.
          summary: summarizeRequest(payload, sessionChainId),
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
