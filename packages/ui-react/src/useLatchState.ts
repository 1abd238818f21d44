import type { LatchState } from '@latch/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useLatchContext } from './LatchContext.js'

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
  const { client, cookie } = useLatchContext()
  const cache = useRef<Cache<Selected> | undefined>(undefined)
  const serverCache = useRef<Cache<Selected> | undefined>(undefined)
  const subscribe = useCallback(
    (onChange: () => void) => client.subscribe((state) => state, onChange),
    [client],
  )
  const select = (state: LatchState, kept: typeof cache = cache) => {
    const cached = kept.current
    if (cached?.state === state && cached.selector === selector) return cached.selected
    const selected = selector(state)
    // An equal selection keeps its identity, so that React skips the render.
    const same = cached && isEqual(cached.selected, selected) ? cached.selected : selected
    kept.current = { state, selector, selected: same }
    return same
  }
  // On a server, and while React hydrates its HTML, the state the server rendered (from the
  // request's cookies, when the site passed them): a first client render from the visitor's
  // storage would not match it otherwise.
  return useSyncExternalStore(
    subscribe,
    () => select(client.getState()),
    () => select(client.getServerState(cookie), serverCache),
  )
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
