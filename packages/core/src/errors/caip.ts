import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const caipErrorMessages = {
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP-2 network id',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address',
} as const

export type CaipErrorCode = keyof typeof caipErrorMessages

type Options<Code extends CaipErrorCode> = ErrorOptionsOf<(typeof caipErrorMessages)[Code]>

/**
 * A value that breaks the CAIP-2 or CAIP-10 syntax. `new CaipError(code)` is an instance
 * of that code's class too (see `BaseError`).
 */
export class CaipError<Code extends CaipErrorCode = CaipErrorCode> extends BaseError<Code> {
  override name = 'CaipError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(caipErrorMessages, code, options)
  }
}

/** Not a CAIP-2 network id (`namespace:reference`). */
export class InvalidCaipNetworkIdError extends CaipError<'INVALID_CAIP_NETWORK_ID'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidCaipNetworkIdError {
    return value instanceof CaipError && value.code === 'INVALID_CAIP_NETWORK_ID'
  }
  constructor(options?: Options<'INVALID_CAIP_NETWORK_ID'>) {
    super('INVALID_CAIP_NETWORK_ID', options)
  }
}

/** Not a CAIP-10 account address (`namespace:reference:address`). */
export class InvalidCaipAddressError extends CaipError<'INVALID_CAIP_ADDRESS'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidCaipAddressError {
    return value instanceof CaipError && value.code === 'INVALID_CAIP_ADDRESS'
  }
  constructor(options?: Options<'INVALID_CAIP_ADDRESS'>) {
    super('INVALID_CAIP_ADDRESS', options)
  }
}
