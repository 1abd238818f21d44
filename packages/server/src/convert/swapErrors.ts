/** A chain with no swap provider: the routes answer SPEC.md §8's "Network not supported for Swaps". */
export class SwapsUnsupportedError extends Error {
  override readonly name = 'SwapsUnsupportedError'
  constructor(readonly chainId: string) {
    super(`Swaps are not served on ${chainId}`)
  }
}

/** No pool (or route of pools) can fill the swap: the routes answer 400 insufficient_liquidity. */
export class InsufficientLiquidityError extends Error {
  override readonly name = 'InsufficientLiquidityError'
}

/** The node refused the swap as built (it would revert): the user's balance or allowance. */
export class SwapWouldRevertError extends Error {
  override readonly name = 'SwapWouldRevertError'
  constructor(reason: string, options?: ErrorOptions) {
    super(reason, options)
  }
}
