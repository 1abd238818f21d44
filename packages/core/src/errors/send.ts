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

/** A send could not start. `new SendError(code)` makes the class of that code (see `BaseError`). */
export class SendError<Code extends SendErrorCode = SendErrorCode> extends BaseError<Code> {
  override name = 'SendError'
  // biome-ignore lint/correctness/noUnreachableSuper: makes the class of the code (base.ts)
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    const ErrorClass = new.target === SendError ? sendErrors[code] : undefined
    // biome-ignore lint/correctness/noConstructorReturn: makes the class of the code (base.ts)
    if (ErrorClass) return new ErrorClass(options as never) as SendError<Code>
    super(sendErrorMessages, code, options)
  }
}

/** The send form has no amount or no receiver address. */
export class AmountAndReceiverRequiredError extends SendError<'AMOUNT_AND_RECEIVER_REQUIRED'> {
  constructor(options?: Options<'AMOUNT_AND_RECEIVER_REQUIRED'>) {
    super('AMOUNT_AND_RECEIVER_REQUIRED', options)
  }
}

/** The send form has no token. */
export class TokenRequiredError extends SendError<'TOKEN_REQUIRED'> {
  constructor(options?: Options<'TOKEN_REQUIRED'>) {
    super('TOKEN_REQUIRED', options)
  }
}

/** The form names no network, or a namespace whose adapter cannot make this transfer. */
export class SendUnsupportedChainError extends SendError<'UNSUPPORTED_CHAIN'> {
  constructor(options?: Options<'UNSUPPORTED_CHAIN'>) {
    super('UNSUPPORTED_CHAIN', options)
  }
}

/** The wallet or chain refused the transfer; the cause says why. */
export class TransferFailedError extends SendError<'TRANSFER_FAILED'> {
  constructor(options?: Options<'TRANSFER_FAILED'>) {
    super('TRANSFER_FAILED', options)
  }
}

const sendErrors = {
  AMOUNT_AND_RECEIVER_REQUIRED: AmountAndReceiverRequiredError,
  TOKEN_REQUIRED: TokenRequiredError,
  UNSUPPORTED_CHAIN: SendUnsupportedChainError,
  TRANSFER_FAILED: TransferFailedError,
} satisfies { [C in SendErrorCode]: new (options: never) => SendError<C> }
