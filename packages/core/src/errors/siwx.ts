import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const siwxErrorMessages = {
  SIGN_MESSAGE_FAILED: 'Error signing message',
  INITIALIZE_FAILED: 'A problem occurred while trying initialize authentication',
  NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
} as const

export type SiwxErrorCode = keyof typeof siwxErrorMessages

type Options<Code extends SiwxErrorCode> = ErrorOptionsOf<(typeof siwxErrorMessages)[Code]>

/**
 * Sign-in with a wallet signature (SIWX) failed. `new SiwxError(code)` is an instance
 * of that code's class too (see `BaseError`).
 */
export class SiwxError<Code extends SiwxErrorCode = SiwxErrorCode> extends BaseError<Code> {
  override name = 'SiwxError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(siwxErrorMessages, code, options)
  }
}

/** The sign-in message could not be signed or its session not stored. */
export class SiwxSignMessageFailedError extends SiwxError<'SIGN_MESSAGE_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is SiwxSignMessageFailedError {
    return value instanceof SiwxError && value.code === 'SIGN_MESSAGE_FAILED'
  }
  constructor(options?: Options<'SIGN_MESSAGE_FAILED'>) {
    super('SIGN_MESSAGE_FAILED', options)
  }
}

/** Sign-in could not start after connecting (the connection is dropped, SPEC.md §4). */
export class SiwxInitializeFailedError extends SiwxError<'INITIALIZE_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is SiwxInitializeFailedError {
    return value instanceof SiwxError && value.code === 'INITIALIZE_FAILED'
  }
  constructor(options?: Options<'INITIALIZE_FAILED'>) {
    super('INITIALIZE_FAILED', options)
  }
}

/** Sign-in was asked for, but the configuration has no `siwx`. */
export class SiwxNotEnabledError extends SiwxError<'NOT_ENABLED'> {
  static override [Symbol.hasInstance](value: unknown): value is SiwxNotEnabledError {
    return value instanceof SiwxError && value.code === 'NOT_ENABLED'
  }
  constructor(options?: Options<'NOT_ENABLED'>) {
    super('NOT_ENABLED', options)
  }
}

/** Sign-in was asked for while no account is connected. */
export class NoActiveCaipAddressError extends SiwxError<'NO_ACTIVE_CAIP_ADDRESS'> {
  static override [Symbol.hasInstance](value: unknown): value is NoActiveCaipAddressError {
    return value instanceof SiwxError && value.code === 'NO_ACTIVE_CAIP_ADDRESS'
  }
  constructor(options?: Options<'NO_ACTIVE_CAIP_ADDRESS'>) {
    super('NO_ACTIVE_CAIP_ADDRESS', options)
  }
}
