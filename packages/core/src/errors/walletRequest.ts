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
 * makes the class of that code (see `BaseError`).
 */
export class WalletRequestError<
  Code extends WalletRequestErrorCode = WalletRequestErrorCode,
> extends BaseError<Code> {
  override name = 'WalletRequestError'
  // biome-ignore lint/correctness/noUnreachableSuper: makes the class of the code (base.ts)
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    const ErrorClass = new.target === WalletRequestError ? walletRequestErrors[code] : undefined
    // biome-ignore lint/correctness/noConstructorReturn: makes the class of the code (base.ts)
    if (ErrorClass) return new ErrorClass(options as never) as WalletRequestError<Code>
    super(walletRequestErrorMessages, code, options)
  }
}

/** The method is in neither allowed set of SPEC.md §5. */
export class ActionNotAllowedError extends WalletRequestError<'ACTION_NOT_ALLOWED'> {
  constructor(options?: Options<'ACTION_NOT_ALLOWED'>) {
    super('ACTION_NOT_ALLOWED', options)
  }
}

/** The request was rejected before the wallet answered. */
export class WalletRequestRejectedError extends WalletRequestError<'REQUEST_REJECTED'> {
  constructor(options?: Options<'REQUEST_REJECTED'>) {
    super('REQUEST_REJECTED', options)
  }
}

const walletRequestErrors = {
  ACTION_NOT_ALLOWED: ActionNotAllowedError,
  REQUEST_REJECTED: WalletRequestRejectedError,
} satisfies { [C in WalletRequestErrorCode]: new (options: never) => WalletRequestError<C> }
