/**
 * Where the onramp reads what a token is worth: the USD price of `token` (`native` or a 0x
 * contract) on `chainId` (CAIP-2), `undefined` when the source has none (never 0 for
 * "unknown"). The server's price source fills it; a quote without a price is refused.
 */
export type OnrampPrices = { usdPrice(chainId: string, token: string): Promise<number | undefined> }
