/** The reserves of one hop of a route: what the pool holds of the token in and the token out. */
export type HopReserves = { reserveIn: bigint; reserveOut: bigint }

/** What a route gives for an exact input, and how far that is from the pools' mid price. */
export type RouteOutput = {
  /** The output of each hop; the last is what the trader receives. */
  amounts: bigint[]
  /** Of the input, what the pools keep as their fee (expressed in the input token). */
  feeAmount: bigint
  /**
   * How much less the trade gets than the mid price would give for the input after fees, in
   * percent: the cost of moving the price, not the fee (a tiny trade is near 0).
   */
  priceImpactPercent: number
}

/** Parts per thousand a Uniswap V2 pair keeps of each input (0.3 %), as the pair checks it. */
const feePerMille = 3n

/**
 * Uniswap V2's `getAmountOut`: the output of one pair for an exact input, the fee taken from
 * the input as the pair's invariant check does. `undefined` when the pair is empty.
 *
 * @example
 * amountOut(10n ** 18n, { reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n }) // 2_961_474_103n (2 961.47 LUSD)
 */
export function amountOut(amountIn: bigint, { reserveIn, reserveOut }: HopReserves): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const inWithFee = amountIn * (1000n - feePerMille)
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}

/**
 * The router's `getAmountsOut` over `hops`, the fee the pools keep and the price impact.
 * An output of 0 (an empty pool, or an input too small to buy one base unit) is the caller's
 * "insufficient liquidity".
 */
export function routeOutput(amountIn: bigint, hops: readonly HopReserves[]): RouteOutput {
  const amounts = [amountIn]
  let current = amountIn
  // The mid price after fees, as a ratio midNumerator / midDenominator of output per input.
  let midNumerator = 1n
  let midDenominator = 1n
  for (const hop of hops) {
    current = amountOut(current, hop)
    amounts.push(current)
    midNumerator *= hop.reserveOut * (1000n - feePerMille)
    midDenominator *= hop.reserveIn * 1000n
  }
  const midOut = midDenominator === 0n ? 0n : (amountIn * midNumerator) / midDenominator
  const keptShare = (1000n - feePerMille) ** BigInt(hops.length)
  const feeAmount = amountIn - (amountIn * keptShare) / 1000n ** BigInt(hops.length)
  // Basis points of a basis point keep the percent exact to 4 places without floats on wei.
  const impactScaled = midOut === 0n ? 0n : ((midOut - current) * 1_000_000n) / midOut
  return { amounts, feeAmount, priceImpactPercent: Number(impactScaled) / 10_000 }
}

/**
 * What the trader accepts at least: `amount` less `slippagePercent` (0–50, up to 4 decimals),
 * rounded down so that the bound never asks more than the tolerance allows.
 *
 * @example
 * minimumOutOf(1000n, '1') // 990n
 */
export function minimumOutOf(amount: bigint, slippagePercent: string): bigint {
  const [whole = '0', fraction = ''] = slippagePercent.split('.')
  const scaled = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0')
  return (amount * (1_000_000n - scaled)) / 1_000_000n
}
