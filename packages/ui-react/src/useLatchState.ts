import type { LatchState } from '@latch/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useLatch } from './useLatch.js'

type Cache<Selected> = {
  state: LatchState
  selector: (state: LatchState) => Selected
  selected: Selected
}

/**
 * A part of the client's state, re-rendering only when that part changes (compared with
 * `isEqual`, `Object.is` by default).
 *
 * @example
 * const view = useLatchState((state) => state.view)
 */
export function useLatchState<Selected>(
  selector: (state: LatchState) => Selected,
  isEqual: (a: Selected, b: Selected) => boolean = Object.is,
): Selected {
  const client = useLatch()
  const cache = useRef<Cache<Selected> | undefined>(undefined)
  const subscribe = useCallback(
    (onChange: () => void) => client.subscribe((state) => state, onChange),
    [client],
  )
  const getSelection = () => {
    const state = client.getState()
    const cached = cache.current
    if (cached?.state === state && cached.selector === selector) return cached.selected
    const selected = selector(state)
    // An equal selection keeps its identity, so that React skips the render.
    const kept = cached && isEqual(cached.selected, selected) ? cached.selected : selected
    cache.current = { state, selector, selected: kept }
    return kept
  }
  return useSyncExternalStore(subscribe, getSelection, getSelection)
}

/** Equality of two arrays or plain objects by their first-level entries. */
export function shallowEqual<Value>(a: Value, b: Value): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
