import { describe, expect, it } from 'vitest'
import {
  type FocusWindow,
  seesCoveredCards,
  type WatchVisibility,
  watchWhileFocused,
} from './cardVisibility.js'

describe('seesCoveredCards', () => {
  it('behavior: only a browser whose IntersectionObserverEntry has isVisible (v2) can tell', () => {
    class WithV2 {
      get isVisible() {
        return true
      }
    }
    class WithoutV2 {
      get isIntersecting() {
        return true
      }
    }
    expect(seesCoveredCards({ IntersectionObserverEntry: WithV2 })).toBe(true)
    expect(seesCoveredCards({ IntersectionObserverEntry: WithoutV2 })).toBe(false)
    expect(seesCoveredCards({})).toBe(false)
  })
})

function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>()
  const on = (type: string, listener: () => void) => {
    const set = listeners.get(type) ?? new Set()
    set.add(listener)
    listeners.set(type, set)
  }
  const off = (type: string, listener: () => void) => listeners.get(type)?.delete(listener)
  const state = { visibility: 'visible' as DocumentVisibilityState, focused: true }
  const view: FocusWindow = {
    addEventListener: on,
    removeEventListener: off,
    document: {
      get visibilityState() {
        return state.visibility
      },
      hasFocus: () => state.focused,
      addEventListener: on,
      removeEventListener: off,
    },
  }
  const fire = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener()
  }
  const count = () => [...listeners.values()].reduce((total, set) => total + set.size, 0)
  return { view, state, fire, count }
}

describe('watchWhileFocused', () => {
  it('behavior: visible only while the card is seen and the window is shown and focused', () => {
    const { view, state, fire, count } = fakeWindow()
    let setSeen: (visible: boolean) => void = () => {}
    const inner: WatchVisibility = (_element, onChange) => {
      setSeen = onChange
      return () => {}
    }
    const changes: boolean[] = []
    const stop = watchWhileFocused(view, inner)({} as Element, (visible) => changes.push(visible))
    expect(changes).toEqual([false])
    setSeen(true)
    expect(changes).toEqual([false, true])
    // The same answer again is no change: the card's delay does not start over.
    fire('focus')
    expect(changes).toEqual([false, true])
    state.focused = false
    fire('blur')
    expect(changes).toEqual([false, true, false])
    state.focused = true
    fire('focus')
    state.visibility = 'hidden'
    fire('visibilitychange')
    expect(changes).toEqual([false, true, false, true, false])
    state.visibility = 'visible'
    fire('visibilitychange')
    setSeen(false)
    expect(changes).toEqual([false, true, false, true, false, true, false])
    stop()
    expect(count()).toBe(0)
  })
})
