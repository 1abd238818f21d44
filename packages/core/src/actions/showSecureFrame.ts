import type { SecureFrameRect, SecureFrameShowOptions } from '../auth/secureFrameHost.js'
import type { LatchClient } from '../client/latchClient.js'

export type ShowSecureFrameParameters = SecureFrameShowOptions & {
  /** Where: a `getBoundingClientRect()` of the area the frame covers. */
  rect: SecureFrameRect
}

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type ShowSecureFrameReturnType = void

/** None: without `auth` or before the frame has loaded it does nothing. */
export type ShowSecureFrameErrorType = never

/**
 * Shows the embedded wallet's secure frame over `rect` (the one-time code area, or
 * ApproveTransaction's): position fixed, above the modal, rounded, taking the pointer. The
 * frame draws its own field or approval card there, out of reach of the page's script. Call
 * again when the area moves; does nothing without `auth` or before the frame has loaded.
 *
 * @example
 * showSecureFrame(latch, { rect: area.getBoundingClientRect() })
 */
export function showSecureFrame(
  latch: LatchClient,
  { rect, ...options }: ShowSecureFrameParameters,
): ShowSecureFrameReturnType {
  latch._internal.auth?.showFrame(rect, options)
}
