import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const sendErrorMessages = {
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  /** The wallet or chain refused the transfer; the cause says why. */
  TRANSFER_FAILED: 'Failed to send',
} as const

export type SendErrorCode = keyof typeof sendErrorMessages

type Options<Code extends SendErrorCode> = ErrorOptionsOf<(typeof sendErrorMessages)[Code]>

/**
 * A send could not start. `new SendError(code)` is an instance of that code's class too (see
 * `BaseError`).
 */
export class SendError<Code extends SendErrorCode = SendErrorCode> extends BaseError<Code> {
  override name = 'SendError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(sendErrorMessages, code, options)
  }
}

/** The send form has no amount or no receiver address. */
export class AmountAndReceiverRequiredError extends SendError<'AMOUNT_AND_RECEIVER_REQUIRED'> {
  static override [Symbol.hasInstance](value: unknown): value is AmountAndReceiverRequiredError {
    return value instanceof SendError && value.code === 'AMOUNT_AND_RECEIVER_REQUIRED'
  }
  constructor(options?: Options<'AMOUNT_AND_RECEIVER_REQUIRED'>) {
    super('AMOUNT_AND_RECEIVER_REQUIRED', options)
  }
}

/** The send form has no token. */
export class TokenRequiredError extends SendError<'TOKEN_REQUIRED'> {
  static override [Symbol.hasInstance](value: unknown): value is TokenRequiredError {
    return value instanceof SendError && value.code === 'TOKEN_REQUIRED'
  }
  constructor(options?: Options<'TOKEN_REQUIRED'>) {
    super('TOKEN_REQUIRED', options)
  }
}

/** The form names no network, or a namespace whose adapter cannot make this transfer. */
export class SendUnsupportedChainError extends SendError<'UNSUPPORTED_CHAIN'> {
  static override [Symbol.hasInstance](value: unknown): value is SendUnsupportedChainError {
    return value instanceof SendError && value.code === 'UNSUPPORTED_CHAIN'
  }
  constructor(options?: Options<'UNSUPPORTED_CHAIN'>) {
    super('UNSUPPORTED_CHAIN', options)
  }
}

/** The wallet or chain refused the transfer; the cause says why. */
export class TransferFailedError extends SendError<'TRANSFER_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is TransferFailedError {
    return value instanceof SendError && value.code === 'TRANSFER_FAILED'
  }
  constructor(options?: Options<'TRANSFER_FAILED'>) {
    super('TRANSFER_FAILED', options)
  }
}
