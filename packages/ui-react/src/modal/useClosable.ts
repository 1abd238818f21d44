import type { View } from '@latch/core'
import { useLatch } from '../useLatch.js'
import { useLatchState } from '../useLatchState.js'

const closeBlockingViews: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * Whether the modal can be closed now. Core refuses to close (and shakes) on the sign-in and
 * approval views while sign-in is required and there is no session (SPEC.md §2 "Closing");
 * the modal then shows no close control rather than one that only shakes.
 */
export function useClosable(): boolean {
  const client = useLatch()
  return useLatchState((state) => {
    // Only the machines reach a blocking view; the modal may show before they run.
    if (!closeBlockingViews.includes(state.view)) return true
    const facts = client.actors.modal.getSnapshot().context
    return !(facts.siwxRequired && !facts.hasSiwxSessions)
  })
}
