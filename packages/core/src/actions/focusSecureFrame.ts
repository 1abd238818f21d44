import type { LatchClient } from '../client/latchClient.js'

/** None: the client is all it takes. */
export type FocusSecureFrameParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type FocusSecureFrameReturnType = void

/** None: without `auth` or a loaded frame it does nothing. */
export type FocusSecureFrameErrorType = never

/**
 * Moves the keyboard focus into the shown secure frame.
 *
 * @example
 * focusSecureFrame(latch)
 */
export function focusSecureFrame(latch: LatchClient): FocusSecureFrameReturnType {
  latch._internal.auth?.focusFrame()
}
