import {
  FrameError as FrameChannelError,
  type FrameErrorCode,
  frameErrorMessages,
} from '@latch/frame-protocol'
import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

// One catalogue for both sides of the secure frame: the codes and texts are frame-protocol's,
// so that an error keeps its code from the channel to the UI.
export { type FrameErrorCode, frameErrorMessages }

type Options<Code extends FrameErrorCode> = ErrorOptionsOf<(typeof frameErrorMessages)[Code]>

/**
 * A request to the secure frame (email and social login) failed. `new FrameError(code)`
 * is an instance of that code's class too (see `BaseError`).
 */
export class FrameError<Code extends FrameErrorCode = FrameErrorCode> extends BaseError<Code> {
  override name = 'FrameError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(frameErrorMessages, code, options)
  }

  /**
   * An `_ERROR` reply: its own message when it carries one, else the default text. A message
   * that is one of the catalogue texts keeps its code.
   */
  static fromReply(message: string | undefined): FrameError {
    const { code } = FrameChannelError.fromReply(message)
    const error = new FrameError(code)
    if (message) error.replaceMessage(message)
    return error
  }

  /**
   * The error of a frame-channel request as a Latch error: a channel `FrameError` keeps its code
   * and message (and becomes the cause); anything else is kept as it is.
   *
   * @example
   * FrameError.from(new FrameChannelError('REQUEST_TIMED_OUT')).code // 'REQUEST_TIMED_OUT'
   */
  static from(error: unknown): unknown {
    if (!(error instanceof FrameChannelError)) return error
    const converted = new FrameError(error.code, { cause: error })
    converted.replaceMessage(error.message)
    return converted
  }
}

/** The frame answered `_ERROR`; the message is the frame's own when it gave one. */
export class FrameRequestFailedError extends FrameError<'REQUEST_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is FrameRequestFailedError {
    return value instanceof FrameError && value.code === 'REQUEST_FAILED'
  }
  constructor(options?: Options<'REQUEST_FAILED'>) {
    super('REQUEST_FAILED', options)
  }
}

/** An RPC request to the embedded wallet was aborted by its caller. */
export class FrameRpcAbortedError extends FrameError<'RPC_ABORTED'> {
  static override [Symbol.hasInstance](value: unknown): value is FrameRpcAbortedError {
    return value instanceof FrameError && value.code === 'RPC_ABORTED'
  }
  constructor(options?: Options<'RPC_ABORTED'>) {
    super('RPC_ABORTED', options)
  }
}

/** Any other frame request was aborted, or the channel closed while it waited. */
export class FrameAbortedError extends FrameError<'ABORTED'> {
  static override [Symbol.hasInstance](value: unknown): value is FrameAbortedError {
    return value instanceof FrameError && value.code === 'ABORTED'
  }
  constructor(options?: Options<'ABORTED'>) {
    super('ABORTED', options)
  }
}

/** The frame did not answer within its timeout (SPEC.md §7 "Embedded frame"). */
export class FrameRequestTimedOutError extends FrameError<'REQUEST_TIMED_OUT'> {
  static override [Symbol.hasInstance](value: unknown): value is FrameRequestTimedOutError {
    return value instanceof FrameError && value.code === 'REQUEST_TIMED_OUT'
  }
  constructor(options?: Options<'REQUEST_TIMED_OUT'>) {
    super('REQUEST_TIMED_OUT', options)
  }
}

/** A request payload failed its schema; it was never posted. */
export class FrameInvalidMessageError extends FrameError<'INVALID_MESSAGE'> {
  static override [Symbol.hasInstance](value: unknown): value is FrameInvalidMessageError {
    return value instanceof FrameError && value.code === 'INVALID_MESSAGE'
  }
  constructor(options?: Options<'INVALID_MESSAGE'>) {
    super('INVALID_MESSAGE', options)
  }
}

/** There was no frame window to post a request to. */
export class IframeNotSetError extends FrameError<'IFRAME_NOT_SET'> {
  static override [Symbol.hasInstance](value: unknown): value is IframeNotSetError {
    return value instanceof FrameError && value.code === 'IFRAME_NOT_SET'
  }
  constructor(options?: Options<'IFRAME_NOT_SET'>) {
    super('IFRAME_NOT_SET', options)
  }
}

/** The frame had no embedding page to post to. */
export class ParentNotSetError extends FrameError<'PARENT_NOT_SET'> {
  static override [Symbol.hasInstance](value: unknown): value is ParentNotSetError {
    return value instanceof FrameError && value.code === 'PARENT_NOT_SET'
  }
  constructor(options?: Options<'PARENT_NOT_SET'>) {
    super('PARENT_NOT_SET', options)
  }
}

/** The secure frame did not load. */
export class FrameLoadFailedError extends FrameError<'LOAD_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is FrameLoadFailedError {
    return value instanceof FrameError && value.code === 'LOAD_FAILED'
  }
  constructor(options?: Options<'LOAD_FAILED'>) {
    super('LOAD_FAILED', options)
  }
}

/** The frame's server does not list this site for the project: it sent no frame. */
export class UnverifiedDomainError extends FrameError<'UNVERIFIED_DOMAIN'> {
  static override [Symbol.hasInstance](value: unknown): value is UnverifiedDomainError {
    return value instanceof FrameError && value.code === 'UNVERIFIED_DOMAIN'
  }
  constructor(options?: Options<'UNVERIFIED_DOMAIN'>) {
    super('UNVERIFIED_DOMAIN', options)
  }
}

/** The embedded wallet refused an RPC method outside the allowed sets (SPEC.md §5). */
export class RpcNotAllowedError extends FrameError<'RPC_NOT_ALLOWED'> {
  static override [Symbol.hasInstance](value: unknown): value is RpcNotAllowedError {
    return value instanceof FrameError && value.code === 'RPC_NOT_ALLOWED'
  }
  constructor(options?: Options<'RPC_NOT_ALLOWED'>) {
    super('RPC_NOT_ALLOWED', options)
  }
}

/** The visitor rejected the request in the frame's approval card. */
export class RpcUserRejectedError extends FrameError<'RPC_USER_REJECTED'> {
  static override [Symbol.hasInstance](value: unknown): value is RpcUserRejectedError {
    return value instanceof FrameError && value.code === 'RPC_USER_REJECTED'
  }
  constructor(options?: Options<'RPC_USER_REJECTED'>) {
    super('RPC_USER_REJECTED', options)
  }
}

/** Another one-time code was asked for too soon; `values.seconds` says how long to wait. */
export class EmailRateLimitedError extends FrameError<'EMAIL_RATE_LIMITED'> {
  static override [Symbol.hasInstance](value: unknown): value is EmailRateLimitedError {
    return value instanceof FrameError && value.code === 'EMAIL_RATE_LIMITED'
  }
  constructor(options: Options<'EMAIL_RATE_LIMITED'>) {
    super('EMAIL_RATE_LIMITED', options)
  }
}
