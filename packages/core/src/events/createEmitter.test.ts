import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './createEmitter.js'

type Events = { changed: (value: number) => void; ended: () => void }

describe('createEmitter', () => {
  it("default: an event reaches its listeners, in order, and not another event's", () => {
    const events = createEmitter<Events>()
    const calls: string[] = []
    events.on('changed', (value) => calls.push(`a${value}`))
    events.on('changed', (value) => calls.push(`b${value}`))
    const ended = vi.fn()
    events.on('ended', ended)
    events.emit('changed', 1)
    expect(calls).toEqual(['a1', 'b1'])
    expect(ended).not.toHaveBeenCalled()
  })

  it('behavior: a removed listener hears nothing more; one removed while emitting still hears that event', () => {
    const events = createEmitter<Events>()
    const second = vi.fn()
    const first = vi.fn(() => events.removeListener('changed', second))
    events.on('changed', first)
    events.on('changed', second)
    events.emit('changed', 1)
    events.emit('changed', 2)
    expect(first).toHaveBeenCalledTimes(2)
    expect(second).toHaveBeenCalledTimes(1)
  })
})
