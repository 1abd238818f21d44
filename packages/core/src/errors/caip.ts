import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const caipErrorMessages = {
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP-2 network id',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address',
} as const

export type CaipErrorCode = keyof typeof caipErrorMessages

type Options<Code extends CaipErrorCode> = ErrorOptionsOf<(typeof caipErrorMessages)[Code]>

/**
 * A value that breaks the CAIP-2 or CAIP-10 syntax. `new CaipError(code)` makes the class of
 * that code (see `BaseError`).
 */
export class CaipError<Code extends CaipErrorCode = CaipErrorCode> extends BaseError<Code> {
  override name = 'CaipError'
  // biome-ignore lint/correctness/noUnreachableSuper: makes the class of the code (base.ts)
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    const ErrorClass = new.target === CaipError ? caipErrors[code] : undefined
    // biome-ignore lint/correctness/noConstructorReturn: makes the class of the code (base.ts)
    if (ErrorClass) return new ErrorClass(options as never) as CaipError<Code>
    super(caipErrorMessages, code, options)
  }
}

/** Not a CAIP-2 network id (`namespace:reference`). */
export class InvalidCaipNetworkIdError extends CaipError<'INVALID_CAIP_NETWORK_ID'> {
  constructor(options?: Options<'INVALID_CAIP_NETWORK_ID'>) {
    super('INVALID_CAIP_NETWORK_ID', options)
  }
}

/** Not a CAIP-10 account address (`namespace:reference:address`). */
export class InvalidCaipAddressError extends CaipError<'INVALID_CAIP_ADDRESS'> {
  constructor(options?: Options<'INVALID_CAIP_ADDRESS'>) {
    super('INVALID_CAIP_ADDRESS', options)
  }
}

const caipErrors = {
  INVALID_CAIP_NETWORK_ID: InvalidCaipNetworkIdError,
  INVALID_CAIP_ADDRESS: InvalidCaipAddressError,
} satisfies { [C in CaipErrorCode]: new (options: never) => CaipError<C> }
