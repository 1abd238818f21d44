import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePrefersDarkScheme } from './usePrefersDarkScheme.js'

function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>()
  const state = { matches: initial }
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return state.matches
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }))
  return {
    listeners,
    set(matches: boolean) {
      state.matches = matches
      for (const listener of listeners) listener()
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('usePrefersDarkScheme', () => {
  it('default: reads the system preference', () => {
    fakeMatchMedia(true)
    const { result } = renderHook(() => usePrefersDarkScheme())
    expect(result.current).toBe(true)
  })

  it('behavior: follows changes and unsubscribes on unmount', () => {
    const media = fakeMatchMedia(false)
    const { result, unmount } = renderHook(() => usePrefersDarkScheme())
    expect(result.current).toBe(false)
    act(() => media.set(true))
    expect(result.current).toBe(true)
    unmount()
    expect(media.listeners.size).toBe(0)
  })
})
