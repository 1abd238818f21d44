import type { TokenCatalogue } from '../blockchain/tokenCatalogue.js'
import type { OnrampPrices } from './onrampPrices.js'

/**
 * The onramp's prices from the configured price table (`LATCH_PRICES`) by the token's symbol:
 * `symbols` names the tokens the catalogue does not list (the local chains' LUSD). The table
 * answers 0 for a symbol it lacks, which here is "no price".
 *
 * @example
 * const prices = catalogueOnrampPrices(catalogue, (chainId, token) => undefined)
 * await prices.usdPrice('eip155:31337', 'native') // 3000
 */
export function catalogueOnrampPrices(
  catalogue: TokenCatalogue,
  symbolOf: (chainId: string, token: string) => string | undefined,
): OnrampPrices {
  return {
    async usdPrice(chainId, token) {
      const symbol = catalogue.find(chainId, token)?.symbol ?? symbolOf(chainId, token)
      if (symbol === undefined) return undefined
      const price = catalogue.priceOf(symbol)
      return price > 0 ? price : undefined
    },
  }
}
