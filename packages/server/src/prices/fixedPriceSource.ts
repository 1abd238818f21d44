import type { PriceSource } from './priceSource.js'

/**
 * A configured table as a {@link PriceSource} (`LATCH_PRICES`): keys are upper-case symbols
 * (`ETH`, priced on every chain whose token has that symbol) or asset ids
 * (`polkadot:<ref>:native`, `eip155:1:0x…` in lower case), which win over a symbol.
 * `symbolOf` names a token of a chain (the server's token lists).
 *
 * @example
 * createFixedPriceSource({ SOL: 150 }, (chainId, token) => catalogue.find(chainId, token)?.symbol)
 */
export function createFixedPriceSource(
  table: Readonly<Record<string, number>>,
  symbolOf: (chainId: string, token: string) => string | undefined,
): PriceSource {
  return {
    async usdPrice(chainId, token) {
      const byId = table[`${chainId}:${token.startsWith('0x') ? token.toLowerCase() : token}`]
      if (byId !== undefined) return byId
      const symbol = symbolOf(chainId, token)
      return symbol === undefined ? undefined : table[symbol.toUpperCase()]
    },
  }
}
