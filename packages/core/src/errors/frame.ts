import { BaseError, type BaseErrorOptions } from './base.js'

export const frameErrorMessages = {
  /** The frame answered `_ERROR` without a message. */
  REQUEST_FAILED: 'An error occurred',
  RPC_ABORTED: 'Request was aborted',
  ABORTED: 'Something went wrong',
  LOAD_FAILED: 'Unable to load email login dependency',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  EMAIL_RATE_LIMITED: 'Please try again after {seconds} seconds',
} as const

export type FrameErrorCode = keyof typeof frameErrorMessages

/** A request to the secure frame (email and social login) failed. */
export class FrameError extends BaseError<FrameErrorCode> {
  override name = 'FrameError'
  constructor(code: FrameErrorCode, options?: BaseErrorOptions) {
    super(frameErrorMessages, code, options)
  }

  /** An `_ERROR` reply: its own message when it carries one, else the default text. */
  static fromReply(message: string | undefined): FrameError {
    const error = new FrameError('REQUEST_FAILED')
    if (message) error.message = message
    return error
  }
}
