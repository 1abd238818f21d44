import {
  FrameError as FrameChannelError,
  type FrameErrorCode,
  frameErrorMessages,
} from '@latch/frame-protocol'
import { BaseError, type BaseErrorOptions } from './base.js'

// One catalogue for both sides of the secure frame: the codes and texts are frame-protocol's,
// so that an error keeps its code from the channel to the UI.
export { type FrameErrorCode, frameErrorMessages }

/** A request to the secure frame (email and social login) failed. */
export class FrameError extends BaseError<FrameErrorCode> {
  override name = 'FrameError'
  constructor(code: FrameErrorCode, options?: BaseErrorOptions) {
    super(frameErrorMessages, code, options)
  }

  /**
   * An `_ERROR` reply: its own message when it carries one, else the default text. A message
   * that is one of the catalogue texts keeps its code.
   */
  static fromReply(message: string | undefined): FrameError {
    const { code } = FrameChannelError.fromReply(message)
    const error = new FrameError(code)
    if (message) error.message = message
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
    converted.message = error.message
    return converted
  }
}
