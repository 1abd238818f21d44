import type { LatchClient } from '../client/latchClient.js'

/** None: the client is all it takes. */
export type HideSecureFrameParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type HideSecureFrameReturnType = void

/** None: without `auth` or a loaded frame it does nothing. */
export type HideSecureFrameErrorType = never

/**
 * Hides the secure frame again (when the area it covered goes away).
 *
 * @example
 * hideSecureFrame(latch)
 */
export function hideSecureFrame(latch: LatchClient): HideSecureFrameReturnType {
  latch._internal.auth?.hideFrame()
}
