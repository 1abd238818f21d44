import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApprovalDocument, createApprovals, type RequestSummary } from './approvalCard.js'
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
