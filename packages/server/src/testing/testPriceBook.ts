import type { PriceBook } from '../prices/priceBook.js'

/**
 * A price book of fixed prices by asset id (`bip122:<ref>:native`, `eip155:31337:0x…` in any
 * case); every other token unpriced.
 */
export function testPriceBook(prices: Readonly<Record<string, number>> = {}): PriceBook {
  const byId = new Map(Object.entries(prices).map(([id, usd]) => [id.toLowerCase(), usd]))
  return {
    priceOf: ({ chainId, address }) => byId.get(`${chainId}:${address ?? 'native'}`.toLowerCase()),
  }
}
