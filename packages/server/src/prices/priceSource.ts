/**
 * Where the blockchain service gets USD prices: the balance, history and price routes ask it
 * per token. `chainId` is CAIP-2; `token` is `native` or the token's address (0x contract in any
 * case, Solana mint, Cosmos denom). `undefined` when the source has no price: the routes then
 * leave `price` and `value` out, never 0.
 */
export type PriceSource = {
  usdPrice(
    chainId: string /* CAIP-2 */,
    token: string /* 'native' or 0x address */,
    /** `fresh`: read now, not from a cache (a balance asked for with `forceUpdate`). */
    options?: { fresh?: boolean },
  ): Promise<number | undefined>
}

/**
 * The first price any of `sources` has, asked in order (a configured table before the live
 * exchange, so that a deployment's figures win).
 *
 * @example
 * const prices = firstPriceOf([fixedPrices, exchangePrices])
 */
export function firstPriceOf(sources: readonly PriceSource[]): PriceSource {
  return {
    async usdPrice(chainId, token, options) {
      for (const source of sources) {
        const price = await source.usdPrice(chainId, token, options)
        if (price !== undefined) return price
      }
      return undefined
    },
  }
}
