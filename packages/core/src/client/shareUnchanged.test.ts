import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shareUnchanged } from './shareUnchanged.js'

describe('shareUnchanged', () => {
  it('default: equal by value is the previous object', () => {
    const previous = { open: true, history: [{ view: 'Connect' }], send: { status: 'idle' } }
    const next = { open: true, history: [{ view: 'Connect' }], send: { status: 'idle' } }
    expect(shareUnchanged(previous, next)).toBe(previous)
  })

  it('behavior: a change keeps the unchanged parts and shows the changed ones', () => {
    const previous = { open: false, history: [{ view: 'Connect' }], send: { status: 'idle' } }
    const next = { open: true, history: [{ view: 'Connect' }], send: { status: 'sending' } }
    const shared = shareUnchanged(previous, next)
    expect(shared).toEqual(next)
    expect(shared).not.toBe(previous)
    expect(shared.history).toBe(previous.history)
    expect(shared.send).toBe(next.send)
  })

  it('behavior: errors and other class instances are compared by identity', () => {
    const error = new Error('x')
    const previous = { error: new Error('x') }
    expect(shareUnchanged(previous, { error }).error).toBe(error)
    expect(shareUnchanged(previous, { error: previous.error })).toBe(previous)
  })

  it('behavior: added, removed and reshaped entries are changes', () => {
    expect(shareUnchanged({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 })
    expect(shareUnchanged<Record<string, number>>({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 })
    expect(shareUnchanged({ a: 1, b: undefined }, { a: 1, c: undefined })).toEqual({
      a: 1,
      c: undefined,
    })
    expect(shareUnchanged<unknown>([1], { 0: 1 })).toEqual({ 0: 1 })
    expect(shareUnchanged([1, 2], [1])).toEqual([1])
  })

  it('behavior: the result always equals next', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (previous, next) => {
        expect(shareUnchanged(previous, next)).toStrictEqual(next)
      }),
    )
  })

  it('behavior: a copy equal by value gives back the previous value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (previous) => {
        expect(shareUnchanged(previous, structuredClone(previous))).toBe(previous)
      }),
    )
  })
})
