import type { LatchClient, LatchState } from '@latch/core'
import { useSyncExternalStore } from 'react'

/** The client's state, re-rendering on every change. */
export function useLatchState(latch: LatchClient): LatchState {
  return useSyncExternalStore(
    (onChange) => latch.subscribe((state) => state, onChange),
    () => latch.getState(),
  )
}
