import type { Address, Hex } from 'viem'

/** A token a provider swaps on a chain; `address` is `native` for the chain's own currency. */
export type SwapToken = {
  /** The contract (checksummed) or `native`. */
  address: Address | 'native'
  name: string
  symbol: string
  decimals: number
  /** An https URL of its icon, if the list names one. */
  icon?: string | undefined
}

/** A swap of an exact input on one eip155 chain. */
export type SwapRequest = {
  /** CAIP-2. */
  chainId: string
  from: SwapToken['address']
  to: SwapToken['address']
  /** The exact input, in base units of `from`. */
  amount: bigint
  /** Who swaps (and receives the output). */
  user: Address
}

/** What a provider offers for a {@link SwapRequest}. */
export type SwapQuote = {
  /** Names this quote (the provider, the block it read, the route). */
  id: string
  amountIn: bigint
  amountOut: bigint
  /** Percent the trade moves the price (the fee left out); `undefined` when the provider does not say. */
  priceImpactPercent: number | undefined
  /** The tokens the swap goes through, `from` first, `to` last. */
  route: SwapToken['address'][]
  /** What the liquidity keeps, in `fee.token`. */
  fee: { amount: bigint; token: SwapToken['address'] }
}

/** A transaction for the user to sign. */
export type SwapTransaction = {
  /** The contract called. */
  to: Address
  data: Hex
  /** Native value sent along, in wei. */
  value: bigint
  /** The gas limit; estimated by the node unless the request asked not to. */
  gas: bigint
  gasPrice: bigint
}

/** A swap transaction with the bounds it was built with. */
export type BuiltSwap = SwapTransaction & {
  /** The output below which the swap reverts. */
  minimumOut: bigint
  /** Unix seconds after which the swap reverts; `undefined` when the contract takes none. */
  deadline: bigint | undefined
}

/** Gas prices in wei for three speeds. */
export type GasPrices = { standard: bigint; fast: bigint; instant: bigint }

/**
 * Where `/v1/convert/*` gets its answers: a local exchange read from the chain
 * (`createUniswapV2Provider`) or a public aggregator's API (`createZeroExProvider`). A chain a
 * provider does not serve is refused with `SwapsUnsupportedError`; a swap no pool can fill
 * with `InsufficientLiquidityError` (both in `swapErrors.ts`).
 */
export type SwapProvider = {
  /** Short name, for logs and quote ids. */
  readonly name: string
  /** Whether `chainId` (CAIP-2) has swaps here. */
  supportsSwaps(chainId: string): boolean
  /** Whether `chainId` has gas prices here (any chain with an RPC does). */
  supportsGasPrice(chainId: string): boolean
  tokens(chainId: string): Promise<SwapToken[]>
  quote(request: SwapRequest): Promise<SwapQuote>
  /** The contract a token must be approved for before it can be swapped. */
  spender(chainId: string): Promise<Address>
  /** How much of `token` the spender may move for `owner`. */
  allowance(chainId: string, token: Address, owner: Address): Promise<bigint>
  gasPrices(chainId: string): Promise<GasPrices>
  buildSwap(
    request: SwapRequest & { slippagePercent: string; estimateGas: boolean },
  ): Promise<BuiltSwap>
}
