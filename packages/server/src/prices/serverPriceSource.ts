import type { TokenCatalogue } from '../blockchain/tokenCatalogue.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import type { DexSettings } from '../convert/dexSettings.js'
import { createExchangePriceSource } from './exchangePriceSource.js'
import { createFixedPriceSource } from './fixedPriceSource.js'
import { firstPriceOf, type PriceSource } from './priceSource.js'

export type CreateServerPriceSourceParameters = {
  /** `LATCH_PRICES`: a fixed table (symbols or asset ids → USD); empty by default. */
  table: Readonly<Record<string, number>>
  catalogue: TokenCatalogue
  chains: readonly ChainSettings[]
  dexes: ReadonlyMap<string, DexSettings>
  clients: ChainClients
}

/**
 * The server's prices: the configured table first (a deployment's figures win), then the
 * local exchange's pairs with its stablecoin, read live.
 *
 * @example
 * const prices = createServerPriceSource({ table: config.prices, catalogue, chains: config.chains, dexes: config.swap.dexes, clients })
 */
export function createServerPriceSource(
  parameters: CreateServerPriceSourceParameters,
): PriceSource {
  const { table, catalogue } = parameters
  const sources: PriceSource[] = []
  if (Object.keys(table).length > 0) {
    sources.push(
      createFixedPriceSource(table, (chainId, token) => catalogue.find(chainId, token)?.symbol),
    )
  }
  sources.push(createExchangePriceSource(parameters))
  return firstPriceOf(sources)
}
