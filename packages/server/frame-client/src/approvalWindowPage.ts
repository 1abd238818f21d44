import type { AppEventPayload } from '@latch/frame-protocol'
import type { Approvals } from './approvalCard.js'
import {
  APPROVAL_WINDOW_ANSWER,
  APPROVAL_WINDOW_READY,
  APPROVAL_WINDOW_REQUEST,
  type ApprovalWindowMessage,
  approvalWindowMessageSchema,
} from './approvalWindowMessages.js'

/** The frame that opened the window, as the window reaches it. */
type Opener = { postMessage(message: ApprovalWindowMessage, targetOrigin: string): void }

/** The part of the approval window's `window` this uses; a test passes a fake one. */
export type ApprovalWindowSelf = {
  opener: Opener | null
  top: unknown
  location: { origin: string }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

export type AnswerInApprovalWindowParameters = {
  self: ApprovalWindowSelf
  /** The card, in this window's document, whose Approve works once the window is in front. */
  approvals: Approvals
  /** Shows where the window is at; `''` while the card shows. */
  showStatus(text: string): void
  applyTheme(theme: AppEventPayload<'APP_SYNC_THEME'>): void
  /** How often the window says again that it is ready until the request comes; 250 ms. */
  readyRetryMs?: number
  /** How many times it says so at most (10 s by default). */
  readyTries?: number
}

/**
 * The approval window's page (see approvalWindow.ts for why it exists): asks the frame that
 * opened it for the request, shows the request's card, and posts the visitor's answer back.
 * It takes the request only from its opener (`event.source`) of its own origin
 * (`event.origin`), once; it posts to its own origin only, so a page of any other origin that
 * opened this address learns nothing and gets no answer. It does not run inside a frame: a
 * page that framed it could cover it again (its page also sends `frame-ancestors 'none'`).
 */
export function answerInApprovalWindow({
  self,
  approvals,
  showStatus,
  applyTheme,
  readyRetryMs = 250,
  readyTries = 40,
}: AnswerInApprovalWindowParameters): void {
  const opener = self.opener
  if (!opener || self.top !== self) {
    showStatus('This window was not opened by the secure frame: close it and try again.')
    return
  }
  const origin = self.location.origin
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== opener) return
    const parsed = approvalWindowMessageSchema.safeParse(event.data)
    if (!parsed.success || parsed.data.type !== APPROVAL_WINDOW_REQUEST) return
    // One request per window: a second one (the opener reloaded) is not shown.
    self.removeEventListener('message', onMessage)
    clearTimeout(retry)
    const { nonce, summary, theme } = parsed.data
    if (theme) applyTheme(theme)
    showStatus('')
    approvals.ask(summary, new AbortController().signal).then(
      () => answer(nonce, 'approve'),
      () => answer(nonce, 'reject'),
    )
  }
  const answer = (nonce: string, given: 'approve' | 'reject') => {
    opener.postMessage({ type: APPROVAL_WINDOW_ANSWER, nonce, answer: given }, origin)
    showStatus(
      given === 'approve'
        ? 'Approved. This window closes by itself; you can also close it.'
        : 'Rejected. You can close this window.',
    )
  }
  self.addEventListener('message', onMessage)
  showStatus('Loading the request…')
  // Said again until the request comes: a "ready" that reached the frame before it listened,
  // or while it was busy, would otherwise leave the window loading for good. The frame answers
  // each with the same request; the first one is shown.
  let tries = 0
  let retry: ReturnType<typeof setTimeout> | undefined
  const sayReady = () => {
    opener.postMessage({ type: APPROVAL_WINDOW_READY }, origin)
    if (++tries < readyTries) retry = setTimeout(sayReady, readyRetryMs)
  }
  sayReady()
}
