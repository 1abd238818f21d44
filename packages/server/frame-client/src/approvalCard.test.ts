import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApprovalDocument, createApprovals, type RequestSummary } from './approvalCard.js'
import type { ApprovalWindow, ApprovalWindowAnswer, OpenApprovalWindow } from './approvalWindow.js'
import type { WatchVisibility } from './cardVisibility.js'

// A minimal document: elements that hold text, children, attributes and click listeners.
type FakeElement = {
  tag: string
  className: string
  textContent: string
  disabled: boolean
  type: string
  id: string
  children: FakeElement[]
  listeners: (() => void)[]
  setAttribute(name: string, value: string): void
  append(...children: FakeElement[]): void
  addEventListener(type: string, listener: () => void): void
  remove(): void
  click(): void
}

function fakeDocument() {
  const body = {
    children: [] as FakeElement[],
    append: (element: FakeElement) => body.children.push(element),
  }
  const createElement = (tag: string): FakeElement => {
    const element: FakeElement = {
      tag,
      className: '',
      textContent: '',
      disabled: false,
      type: '',
      id: '',
      children: [],
      listeners: [],
      setAttribute: () => {},
      append: (...children) => element.children.push(...children),
      addEventListener: (_type, listener) => element.listeners.push(listener),
      remove: () => body.children.splice(body.children.indexOf(element), 1),
      click: () => {
        for (const listener of element.listeners) listener()
      },
    }
    return element
  }
  const find = (className: string): FakeElement | undefined => {
    const walk = (elements: FakeElement[]): FakeElement | undefined => {
      for (const element of elements) {
        if (element.className === className) return element
        const found = walk(element.children)
        if (found) return found
      }
      return undefined
    }
    return walk(body.children)
  }
  return { document: { createElement, body } as unknown as ApprovalDocument, body, find }
}

const summary: RequestSummary = {
  title: 'Sign a message',
  rows: [{ label: 'Message', value: 'gm' }],
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createApprovals', () => {
  it('behavior: Approve works only after the button was visible for the delay', async () => {
    const { document, find } = fakeDocument()
    let setVisible: (visible: boolean) => void = () => {}
    const watch: WatchVisibility = (_element, onChange) => {
      setVisible = onChange
      return () => {}
    }
    const approvals = createApprovals(document, { approveDelayMs: 500, watchVisibility: watch })
    const answer = approvals.ask(summary, new AbortController().signal)
    const approve = find('approval__approve')
    expect(approve?.disabled).toBe(true)
    approve?.click()
    setVisible(true)
    vi.advanceTimersByTime(499)
    approve?.click()
    expect(approve?.disabled).toBe(true)
    // Hidden again (covered, faded out) before the delay: the wait starts over.
    setVisible(false)
    setVisible(true)
    vi.advanceTimersByTime(499)
    expect(approve?.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve?.disabled).toBe(false)
    approve?.click()
    await expect(answer).resolves.toBeUndefined()
    expect(find('approval')).toBeUndefined()
  })

  it('behavior: the card shows the server’s summary in full; Reject rejects', async () => {
    const { document, find } = fakeDocument()
    const approvals = createApprovals(document, { watchVisibility: () => () => {} })
    const long = `0x${'ab'.repeat(200)}`
    const answer = approvals.ask(
      { title: 'Sign typed data', rows: [{ label: 'data', value: long }] },
      new AbortController().signal,
    )
    const card = find('approval')
    const facts = card?.children.find((child) => child.tag === 'dl')
    expect(facts?.children.map((child) => child.textContent)).toEqual(['data', long])
    find('approval__reject')?.click()
    await expect(answer).rejects.toThrow('User rejected the request.')
  })

  it('behavior: a batch’s card lists every call, numbered, after the shared facts', async () => {
    const { document, find } = fakeDocument()
    const approvals = createApprovals(document, { watchVisibility: () => () => {} })
    const recipient = '0x52908400098527886E0F7030069857D2E4169EE7'
    const answer = approvals.ask(
      {
        title: 'Send 2 calls',
        rows: [{ label: 'Fees', value: 'Sponsored' }],
        calls: [
          [{ label: 'To', value: recipient }],
          [
            { label: 'To', value: recipient },
            { label: 'Function', value: `transfer(${recipient}, 5)` },
          ],
        ],
      },
      new AbortController().signal,
    )
    const card = find('approval')
    expect(card?.children.map((child) => child.tag)).toEqual(['h1', 'dl', 'ol', 'div'])
    const calls = find('approval__calls')
    expect(
      calls?.children.map((item) =>
        item.children.flatMap((child) =>
          child.tag === 'dl' ? child.children.map((fact) => fact.textContent) : [child.textContent],
        ),
      ),
    ).toEqual([
      ['Call 1 of 2', 'To', recipient],
      ['Call 2 of 2', 'To', recipient, 'Function', `transfer(${recipient}, 5)`],
    ])
    find('approval__reject')?.click()
    await expect(answer).rejects.toThrow('User rejected the request.')
  })

  it('behavior: an abort removes the card and rejects with "Request was aborted"', async () => {
    const { document, find } = fakeDocument()
    const approvals = createApprovals(document, { watchVisibility: () => () => {} })
    const controller = new AbortController()
    const answer = approvals.ask(summary, controller.signal)
    expect(find('approval')).toBeDefined()
    controller.abort()
    await expect(answer).rejects.toThrow('Request was aborted')
    expect(find('approval')).toBeUndefined()
  })
})

/** Approval windows the test answers; `blocked` windows are not opened. */
function fakeWindows(blocked = 0) {
  const opened: (ApprovalWindow & { answerWith(answer: ApprovalWindowAnswer): void })[] = []
  const shown: RequestSummary[] = []
  let toBlock = blocked
  const open: OpenApprovalWindow = (requested) => {
    shown.push(requested)
    if (toBlock > 0) {
      toBlock--
      return undefined
    }
    let answerWith: (answer: ApprovalWindowAnswer) => void = () => {}
    const answer = new Promise<ApprovalWindowAnswer>((resolve) => {
      answerWith = resolve
    })
    const window = { answer, answerWith, focus: vi.fn(), close: vi.fn(() => answerWith('closed')) }
    opened.push(window)
    return window
  }
  return { open, opened, shown }
}

/** A card that has been visible for its delay. */
function shownCard(approvalWindow: OpenApprovalWindow, signal = new AbortController().signal) {
  const { document, find } = fakeDocument()
  const watch: WatchVisibility = (_element, onChange) => {
    onChange(true)
    return () => {}
  }
  const approvals = createApprovals(document, {
    approveDelayMs: 500,
    watchVisibility: watch,
    approvalWindow,
  })
  const answer = approvals.ask(summary, signal)
  vi.advanceTimersByTime(500)
  return { answer, find }
}

describe('createApprovals with an approval window (no IntersectionObserver v2)', () => {
  it('behavior: Approve on the card only opens the window; the window’s Approve approves', async () => {
    const { open, opened, shown } = fakeWindows()
    const { answer, find } = shownCard(open)
    const approve = find('approval__approve')
    expect(approve?.textContent).toBe('Approve in a new window')
    expect(find('approval__note')?.textContent).toBe(
      'You approve in a separate window of the secure frame, which this site cannot cover.',
    )
    approve?.click()
    expect(shown).toEqual([summary])
    expect(find('approval__note')?.textContent).toBe('Approve or reject in the window that opened.')
    expect(approve?.textContent).toBe('Show the approval window')
    let settled = false
    void answer.then(() => {
      settled = true
    })
    // More clicks on the card (the page may steer them there) approve nothing either.
    approve?.click()
    approve?.click()
    expect(opened).toHaveLength(1)
    expect(opened[0]?.focus).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    expect(find('approval')).toBeDefined()
    opened[0]?.answerWith('approve')
    await expect(answer).resolves.toBeUndefined()
    expect(find('approval')).toBeUndefined()
  })

  it('behavior: a blocked window says so, and the button tries again', async () => {
    const { open, opened } = fakeWindows(1)
    const { answer, find } = shownCard(open)
    const approve = find('approval__approve')
    approve?.click()
    expect(opened).toHaveLength(0)
    expect(find('approval__note')?.textContent).toBe(
      'The browser blocked the approval window. Allow pop-ups for this site, then try again.',
    )
    expect(approve?.textContent).toBe('Try again')
    approve?.click()
    expect(opened).toHaveLength(1)
    opened[0]?.answerWith('approve')
    await expect(answer).resolves.toBeUndefined()
  })

  it('behavior: a window closed without an answer leaves the card; another can be opened', async () => {
    const { open, opened } = fakeWindows()
    const { answer, find } = shownCard(open)
    const approve = find('approval__approve')
    approve?.click()
    opened[0]?.answerWith('closed')
    await vi.advanceTimersByTimeAsync(0)
    expect(find('approval__note')?.textContent).toBe(
      'The approval window was closed without an answer. Open it again to approve.',
    )
    expect(approve?.textContent).toBe('Approve in a new window')
    approve?.click()
    expect(opened).toHaveLength(2)
    opened[1]?.answerWith('reject')
    await expect(answer).rejects.toThrow('User rejected the request.')
  })

  it('behavior: Reject on the card, or an abort, closes the window', async () => {
    const { open, opened } = fakeWindows()
    const first = shownCard(open)
    first.find('approval__approve')?.click()
    first.find('approval__reject')?.click()
    await expect(first.answer).rejects.toThrow('User rejected the request.')
    expect(opened[0]?.close).toHaveBeenCalled()

    const controller = new AbortController()
    const second = shownCard(open, controller.signal)
    second.find('approval__approve')?.click()
    controller.abort()
    await expect(second.answer).rejects.toThrow('Request was aborted')
    expect(opened[1]?.close).toHaveBeenCalled()
  })

  it('behavior: the window opens only once the card has been visible for the delay', () => {
    const { open, opened } = fakeWindows()
    const { document, find } = fakeDocument()
    const approvals = createApprovals(document, {
      approveDelayMs: 500,
      watchVisibility: () => () => {},
      approvalWindow: open,
    })
    void approvals.ask(summary, new AbortController().signal)
    find('approval__approve')?.click()
    expect(opened).toHaveLength(0)
  })
})
