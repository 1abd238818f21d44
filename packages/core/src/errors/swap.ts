import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const swapErrorMessages = {
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  // Latch's texts: SPEC.md §8 names no others for a swap.
  INSUFFICIENT_LIQUIDITY: 'Insufficient liquidity',
  SLIPPAGE_EXCEEDED:
    'The price moved more than your slippage tolerance. Review the new quote and try again.',
  SWAP_FAILED_ON_CHAIN: 'The swap failed on chain',
} as const

export type SwapErrorCode = keyof typeof swapErrorMessages

type Options<Code extends SwapErrorCode> = ErrorOptionsOf<(typeof swapErrorMessages)[Code]>

/**
 * A swap that cannot be made: a network swaps do not cover, a pool too small, a price that
 * moved past the slippage tolerance, a transaction the chain reverted. `new SwapError(code)` is an
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

/** The exchange cannot give the amount asked for: no pool, or one too small. */
export class InsufficientLiquidityError extends SwapError<'INSUFFICIENT_LIQUIDITY'> {
  static override [Symbol.hasInstance](value: unknown): value is InsufficientLiquidityError {
    return value instanceof SwapError && value.code === 'INSUFFICIENT_LIQUIDITY'
  }
  constructor(options?: Options<'INSUFFICIENT_LIQUIDITY'>) {
    super('INSUFFICIENT_LIQUIDITY', options)
  }
}

/** A fresh quote gives less than the shown one less the slippage tolerance (SPEC.md §9). */
export class SlippageExceededError extends SwapError<'SLIPPAGE_EXCEEDED'> {
  static override [Symbol.hasInstance](value: unknown): value is SlippageExceededError {
    return value instanceof SwapError && value.code === 'SLIPPAGE_EXCEEDED'
  }
  constructor(options?: Options<'SLIPPAGE_EXCEEDED'>) {
    super('SLIPPAGE_EXCEEDED', options)
  }
}

/** The swap was mined and reverted (the price moved past the minimum out meanwhile). */
export class SwapFailedOnChainError extends SwapError<'SWAP_FAILED_ON_CHAIN'> {
  static override [Symbol.hasInstance](value: unknown): value is SwapFailedOnChainError {
    return value instanceof SwapError && value.code === 'SWAP_FAILED_ON_CHAIN'
  }
  constructor(options?: Options<'SWAP_FAILED_ON_CHAIN'>) {
    super('SWAP_FAILED_ON_CHAIN', options)
  }
}
