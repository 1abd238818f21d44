// The frame's error texts of SPEC.md §8 ("Frame", the request-timeout alert, the internal
// "iframe / parent is not set"). The codes match `@latch/core`'s `FrameError`, which cannot be
// imported here: core loads this package, not the other way round.

export const frameErrorMessages = {
  /** The frame answered `_ERROR` without a message. */
  REQUEST_FAILED: 'An error occurred',
  /** An `APP_RPC_REQUEST` was aborted by its caller. */
  RPC_ABORTED: 'Request was aborted',
  /** Any other request was aborted, or the channel was closed while it waited. */
  ABORTED: 'Something went wrong',
  /** The frame did not answer within its timeout (SPEC.md §7 "Embedded frame"). */
  REQUEST_TIMED_OUT: 'Embedded Wallet Request Timed Out',
  /** A request payload failed its schema; it is never posted. */
  INVALID_MESSAGE: 'Invalid input',
  IFRAME_NOT_SET: 'iframe is not set',
  PARENT_NOT_SET: 'parent is not set',
  LOAD_FAILED: 'Unable to load email login dependency',
  /** The frame refused to load in this site: it is not among the project's frame ancestors. */
  UNVERIFIED_DOMAIN: 'Unverified Domain',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  /**
   * The visitor rejected a request in the frame's approval card: EIP-1193's text for its
   * code 4001 (SPEC.md §8 has no text of its own for it).
   */
  RPC_USER_REJECTED: 'User rejected the request.',
  EMAIL_RATE_LIMITED: 'Please try again after {seconds} seconds',
} as const

export type FrameErrorCode = keyof typeof frameErrorMessages

export type FrameErrorOptions = {
  /** The error this one wraps (an abort reason, a schema error, a handler's error). */
  cause?: unknown
  /** Values for `{placeholders}` in the catalogue text. */
  values?: Record<string, string | number>
}

function interpolate(template: string, values: FrameErrorOptions['values']): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  )
}

const codeByMessage = new Map<string, FrameErrorCode>(
  Object.entries(frameErrorMessages).map(([code, message]) => [message, code as FrameErrorCode]),
)

/**
 * A request over the frame channel failed. `message` is the catalogue text of `code` (or the
 * frame's own message for `REQUEST_FAILED`); `code` is stable, so callers branch on it.
 *
 * @example
 * new FrameError('RPC_ABORTED').message // 'Request was aborted'
 */
export class FrameError extends Error {
  override name = 'FrameError'
  readonly code: FrameErrorCode

  constructor(code: FrameErrorCode, options: FrameErrorOptions = {}) {
    super(interpolate(frameErrorMessages[code], options.values), { cause: options.cause })
    this.code = code
  }

  /**
   * The error of an `_ERROR` reply: its message, or "An error occurred" when it has none. A
   * message that is one of the catalogue texts keeps its code across the window boundary.
   *
   * @example
   * FrameError.fromReply('Requested RPC call is not allowed').code // 'RPC_NOT_ALLOWED'
   * FrameError.fromReply('').message // 'An error occurred'
   */
  static fromReply(message: string | undefined): FrameError {
    const error = new FrameError(codeByMessage.get(message ?? '') ?? 'REQUEST_FAILED')
    if (message) error.message = message
    return error
  }
}
