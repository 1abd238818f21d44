import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { approvalWindowPath as servedAt } from '../../src/frame/framePage.js'
import type { RequestSummary } from './approvalCard.js'
import { createApprovalWindows, type OpenedWindow, type OpenerWindow } from './approvalWindow.js'
import {
  type ApprovalWindowMessage,
  approvalWindowMessageSchema,
  approvalWindowPath,
} from './approvalWindowMessages.js'

const origin = 'https://secure.example.com'
const nonce = '6f1c2a52-5d43-4b7e-9d55-3a1e1c4d9b10'
const summary: RequestSummary = {
  title: 'Sign a message',
  rows: [{ label: 'Message', value: 'gm' }],
}

function fakeWindows({ blocked = false } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>()
  const posted: { message: ApprovalWindowMessage; targetOrigin: string }[] = []
  const opens: { url: string; target: string; features: string }[] = []
  const popup = {
    closed: false as boolean,
    close: vi.fn(() => {
      popup.closed = true
    }),
    focus: vi.fn(),
    postMessage: (message: ApprovalWindowMessage, targetOrigin: string) =>
      posted.push({ message, targetOrigin }),
  } satisfies OpenedWindow
  const frameWindow: OpenerWindow = {
    location: { origin },
    open: (url, target, features) => {
      opens.push({ url, target, features })
      return blocked ? null : popup
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  const receive = (data: unknown, { from = origin, source = popup as unknown } = {}) => {
    for (const listener of [...listeners]) {
      listener({ data, origin: from, source } as MessageEvent)
    }
  }
  return { frameWindow, popup, posted, opens, receive, listeners }
}

const ready = { type: 'LATCH_APPROVAL_WINDOW_READY' }
const answer = (given: string, id = nonce) => ({
  type: 'LATCH_APPROVAL_WINDOW_ANSWER',
  nonce: id,
  answer: given,
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createApprovalWindows', () => {
  it('default: opens the frame origin’s approval page, sends it the card once it asks, and takes its Approve', async () => {
    const { frameWindow, popup, posted, opens, receive, listeners } = fakeWindows()
    const open = createApprovalWindows(frameWindow, {
      randomId: () => nonce,
      theme: () => ({ themeMode: 'light' }),
    })
    const opened = open(summary)
    expect(opened).toBeDefined()
    expect(opens).toEqual([
      { url: `${origin}/approval`, target: '_blank', features: 'popup,width=420,height=640' },
    ])
    // Nothing is sent before the window's own page asks for it.
    expect(posted).toEqual([])
    receive(ready)
    expect(posted).toEqual([
      {
        message: {
          type: 'LATCH_APPROVAL_WINDOW_REQUEST',
          nonce,
          summary,
          theme: { themeMode: 'light' },
        },
        targetOrigin: origin,
      },
    ])
    // The window says it is ready again until the request reaches it: each gets the same one.
    receive(ready)
    expect(posted).toHaveLength(2)
    expect(posted[1]).toEqual(posted[0])
    receive(answer('approve'))
    await expect(opened?.answer).resolves.toBe('approve')
    expect(popup.close).toHaveBeenCalled()
    expect(listeners.size).toBe(0)
  })

  it('behavior: a batch’s calls reach the window too, each with its facts', () => {
    const { frameWindow, posted, receive } = fakeWindows()
    const batch: RequestSummary = {
      title: 'Send 2 calls',
      rows: [{ label: 'Fees', value: 'Sponsored' }],
      calls: [[{ label: 'To', value: '0x01' }], [{ label: 'To', value: '0x02' }]],
    }
    createApprovalWindows(frameWindow, { randomId: () => nonce })(batch)
    receive(ready)
    const [sent] = posted
    expect(sent?.message).toMatchObject({ type: 'LATCH_APPROVAL_WINDOW_REQUEST', summary: batch })
    expect(approvalWindowMessageSchema.safeParse(sent?.message).success).toBe(true)
  })

  it('behavior: messages of another origin, another window, another request or shape are ignored', async () => {
    const { frameWindow, posted, receive } = fakeWindows()
    const opened = createApprovalWindows(frameWindow, { randomId: () => nonce })(summary)
    let settled: string | undefined
    void opened?.answer.then((outcome) => {
      settled = outcome
    })
    // The page (another origin) and another window of this origin ask for the card.
    receive(ready, { from: 'https://site.example' })
    receive(ready, { source: {} })
    expect(posted).toEqual([])
    // Answers the frame did not ask this window for.
    receive(answer('approve'), { from: 'https://site.example' })
    receive(answer('approve'), { source: {} })
    receive(answer('approve', '0d3c2b1a-0000-4000-8000-000000000000'))
    receive(answer('yes'))
    receive({ ...answer('approve'), nonce: 'not-a-uuid' })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBeUndefined()
    receive(answer('reject'))
    await expect(opened?.answer).resolves.toBe('reject')
    // Answered once: a later answer changes nothing.
    receive(answer('approve'))
    await expect(opened?.answer).resolves.toBe('reject')
  })

  it('behavior: a blocked window is `undefined`', () => {
    const { frameWindow } = fakeWindows({ blocked: true })
    expect(createApprovalWindows(frameWindow)(summary)).toBeUndefined()
  })

  it('behavior: a window the visitor closed answers "closed" at the second look; close() closes it', async () => {
    const { frameWindow, popup, receive } = fakeWindows()
    const open = createApprovalWindows(frameWindow, { closedPollMs: 500, randomId: () => nonce })
    const opened = open(summary)
    popup.closed = true
    let settled: string | undefined
    void opened?.answer.then((outcome) => {
      settled = outcome
    })
    await vi.advanceTimersByTimeAsync(500)
    // An Approve posted just before the close still counts.
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(500)
    expect(settled).toBe('closed')
    receive(answer('approve'))
    await expect(opened?.answer).resolves.toBe('closed')

    popup.closed = false
    const again = open(summary)
    again?.close()
    await expect(again?.answer).resolves.toBe('closed')
    expect(popup.closed).toBe(true)
  })

  it('default: the window’s address is the one the server serves its page at', () => {
    expect(approvalWindowPath).toBe(servedAt)
  })
})
