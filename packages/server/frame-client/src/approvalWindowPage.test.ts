import { describe, expect, it, vi } from 'vitest'
import type { Approvals, RequestSummary } from './approvalCard.js'
import { type ApprovalWindowSelf, answerInApprovalWindow } from './approvalWindowPage.js'

const origin = 'https://secure.example.com'
const nonce = '6f1c2a52-5d43-4b7e-9d55-3a1e1c4d9b10'
const summary: RequestSummary = {
  title: 'Sign a message',
  rows: [{ label: 'Message', value: 'gm' }],
}

function fakeWindow({ opened = true, framed = false } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>()
  const posted: { message: unknown; targetOrigin: string }[] = []
  const opener = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  }
  const self: ApprovalWindowSelf = {
    opener: opened ? opener : null,
    top: undefined,
    location: { origin },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  self.top = framed ? {} : self
  const receive = (data: unknown, { from = origin, source = opener as unknown } = {}) => {
    for (const listener of [...listeners]) listener({ data, origin: from, source } as MessageEvent)
  }
  return { self, posted, receive }
}

/** A card whose answer the test gives. */
function fakeApprovals() {
  const asked: RequestSummary[] = []
  let answer: { approve(): void; reject(): void } | undefined
  const approvals: Approvals = {
    ask: (shown) =>
      new Promise<void>((resolve, reject) => {
        asked.push(shown)
        answer = { approve: resolve, reject: () => reject(new Error('User rejected the request.')) }
      }),
  }
  return { approvals, asked, answer: () => answer }
}

const request = { type: 'LATCH_APPROVAL_WINDOW_REQUEST', nonce, summary }

function start(window: ReturnType<typeof fakeWindow>, approvals: Approvals) {
  const statuses: string[] = []
  const themes: unknown[] = []
  answerInApprovalWindow({
    self: window.self,
    approvals,
    showStatus: (text) => statuses.push(text),
    applyTheme: (theme) => themes.push(theme),
  })
  return { statuses, themes }
}

describe('answerInApprovalWindow', () => {
  it('default: asks its opener for the request, shows its card, and posts the Approve back to its own origin', async () => {
    const window = fakeWindow()
    const { approvals, asked, answer } = fakeApprovals()
    const { statuses, themes } = start(window, approvals)
    expect(window.posted).toEqual([
      { message: { type: 'LATCH_APPROVAL_WINDOW_READY' }, targetOrigin: origin },
    ])
    window.receive({ ...request, theme: { themeMode: 'light' } })
    expect(asked).toEqual([summary])
    expect(themes).toEqual([{ themeMode: 'light' }])
    expect(statuses).toEqual(['Loading the request…', ''])
    answer()?.approve()
    await vi.waitFor(() => expect(window.posted).toHaveLength(2))
    expect(window.posted[1]).toEqual({
      message: { type: 'LATCH_APPROVAL_WINDOW_ANSWER', nonce, answer: 'approve' },
      targetOrigin: origin,
    })
    expect(statuses.at(-1)).toBe('Approved. This window closes by itself; you can also close it.')
  })

  it('behavior: Reject on the card answers "reject"', async () => {
    const window = fakeWindow()
    const { approvals, answer } = fakeApprovals()
    start(window, approvals)
    window.receive(request)
    answer()?.reject()
    await vi.waitFor(() => expect(window.posted).toHaveLength(2))
    expect(window.posted[1]?.message).toEqual({
      type: 'LATCH_APPROVAL_WINDOW_ANSWER',
      nonce,
      answer: 'reject',
    })
  })

  it('behavior: a request of another origin, another window or shape is not shown; nor a second one', () => {
    const window = fakeWindow()
    const { approvals, asked } = fakeApprovals()
    start(window, approvals)
    window.receive(request, { from: 'https://site.example' })
    window.receive(request, { source: {} })
    window.receive({ ...request, summary: { title: 'Sign a message' } })
    window.receive({ ...request, nonce: 'not-a-uuid' })
    expect(asked).toEqual([])
    window.receive(request)
    window.receive({ ...request, summary: { title: 'Something else', rows: [] } })
    expect(asked).toEqual([summary])
  })

  it('behavior: a window not opened by a frame, or framed by a page, shows no card', () => {
    for (const window of [fakeWindow({ opened: false }), fakeWindow({ framed: true })]) {
      const { approvals, asked } = fakeApprovals()
      const { statuses } = start(window, approvals)
      window.receive(request)
      expect(asked).toEqual([])
      expect(window.posted).toEqual([])
      expect(statuses).toEqual([
        'This window was not opened by the secure frame: close it and try again.',
      ])
    }
  })

  it('behavior: says it is ready again until the request comes, then no more', () => {
    vi.useFakeTimers()
    try {
      const window = fakeWindow()
      const { approvals, asked } = fakeApprovals()
      answerInApprovalWindow({
        self: window.self,
        approvals,
        showStatus: () => {},
        applyTheme: () => {},
        readyRetryMs: 250,
        readyTries: 5,
      })
      const ready = { message: { type: 'LATCH_APPROVAL_WINDOW_READY' }, targetOrigin: origin }
      expect(window.posted).toEqual([ready])
      vi.advanceTimersByTime(249)
      expect(window.posted).toHaveLength(1)
      vi.advanceTimersByTime(1)
      expect(window.posted).toEqual([ready, ready])
      window.receive(request)
      expect(asked).toEqual([summary])
      vi.advanceTimersByTime(5_000)
      expect(window.posted).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('parameters: readyTries bounds how often a window that gets no answer says it is ready', () => {
    vi.useFakeTimers()
    try {
      const window = fakeWindow()
      answerInApprovalWindow({
        self: window.self,
        approvals: fakeApprovals().approvals,
        showStatus: () => {},
        applyTheme: () => {},
        readyRetryMs: 250,
        readyTries: 3,
      })
      vi.advanceTimersByTime(10_000)
      expect(window.posted).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })
})
