import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const walletRequestErrorMessages = {
  ACTION_NOT_ALLOWED: 'Action not allowed',
  REQUEST_REJECTED: 'Request rejected',
} as const

export type WalletRequestErrorCode = keyof typeof walletRequestErrorMessages

type Options<Code extends WalletRequestErrorCode> = ErrorOptionsOf<
  (typeof walletRequestErrorMessages)[Code]
>

/**
 * A wallet RPC request was refused by Latch or by the visitor. `new WalletRequestError(code)`
 * is an instance of that code's class too (see `BaseError`).
 */
export class WalletRequestError<
  Code extends WalletRequestErrorCode = WalletRequestErrorCode,
> extends BaseError<Code> {
  override name = 'WalletRequestError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(walletRequestErrorMessages, code, options)
  }
}

/** The method is in neither allowed set of SPEC.md §5. */
export class ActionNotAllowedError extends WalletRequestError<'ACTION_NOT_ALLOWED'> {
  static override [Symbol.hasInstance](value: unknown): value is ActionNotAllowedError {
    return value instanceof WalletRequestError && value.code === 'ACTION_NOT_ALLOWED'
  }
  constructor(options?: Options<'ACTION_NOT_ALLOWED'>) {
    super('ACTION_NOT_ALLOWED', options)
  }
}

/** The request was rejected before the wallet answered. */
export class WalletRequestRejectedError extends WalletRequestError<'REQUEST_REJECTED'> {
  static override [Symbol.hasInstance](value: unknown): value is WalletRequestRejectedError {
    return value instanceof WalletRequestError && value.code === 'REQUEST_REJECTED'
  }
  constructor(options?: Options<'REQUEST_REJECTED'>) {
    super('REQUEST_REJECTED', options)
  }
}
