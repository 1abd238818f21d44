import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const swapErrorMessages = {
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
} as const

export type SwapErrorCode = keyof typeof swapErrorMessages

type Options<Code extends SwapErrorCode> = ErrorOptionsOf<(typeof swapErrorMessages)[Code]>

/**
 * A swap was asked for on a network that swaps do not cover. `new SwapError(code)` is an
 * instance of that code's class too (see `BaseError`).
 */
export class SwapError<Code extends SwapErrorCode = SwapErrorCode> extends BaseError<Code> {
  override name = 'SwapError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(swapErrorMessages, code, options)
  }
}

/** The gas price was asked for on a network outside the swap chains (SPEC.md §9). */
export class GasPriceNetworkUnsupportedError extends SwapError<'GAS_PRICE_NETWORK_UNSUPPORTED'> {
  static override [Symbol.hasInstance](value: unknown): value is GasPriceNetworkUnsupportedError {
    return value instanceof SwapError && value.code === 'GAS_PRICE_NETWORK_UNSUPPORTED'
  }
  constructor(options?: Options<'GAS_PRICE_NETWORK_UNSUPPORTED'>) {
    super('GAS_PRICE_NETWORK_UNSUPPORTED', options)
  }
}

/** A swap was asked for on a network outside the swap chains (SPEC.md §9). */
export class SwapsNetworkUnsupportedError extends SwapError<'SWAPS_NETWORK_UNSUPPORTED'> {
  static override [Symbol.hasInstance](value: unknown): value is SwapsNetworkUnsupportedError {
    return value instanceof SwapError && value.code === 'SWAPS_NETWORK_UNSUPPORTED'
  }
  constructor(options?: Options<'SWAPS_NETWORK_UNSUPPORTED'>) {
    super('SWAPS_NETWORK_UNSUPPORTED', options)
  }
}
