import { BaseError, type BaseErrorOptions } from './base.js'

export const sendErrorMessages = {
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  /** The wallet or chain refused the transfer; the cause says why. */
  TRANSFER_FAILED: 'Failed to send',
} as const

export type SendErrorCode = keyof typeof sendErrorMessages

/** A send could not start. */
export class SendError extends BaseError<SendErrorCode> {
  override name = 'SendError'
  constructor(code: SendErrorCode, options?: BaseErrorOptions) {
    super(sendErrorMessages, code, options)
  }
}
