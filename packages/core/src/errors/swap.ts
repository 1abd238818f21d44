import { BaseError, type BaseErrorOptions } from './base.js'

export const swapErrorMessages = {
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
} as const

export type SwapErrorCode = keyof typeof swapErrorMessages

/** A swap was asked for on a network that swaps do not cover. */
export class SwapError extends BaseError<SwapErrorCode> {
  override name = 'SwapError'
  constructor(code: SwapErrorCode, options?: BaseErrorOptions) {
    super(swapErrorMessages, code, options)
  }
}
