import { useLatchState } from '../useLatchState.js'

/**
 * Whether the modal can be closed now. Core refuses to close (and shakes) on the sign-in and
 * approval views while sign-in is required and there is no session (SPEC.md §2 "Closing");
 * the modal then shows no close control rather than one that only shakes. Core's state says
 * so by the same rule its modal machine applies (`closeBlocked`).
 */
export function useClosable(): boolean {
  return useLatchState((state) => state.closable)
}
