import { cosmosNetworks } from '@latch/adapter-cosmos'
import type { CosmosChainSettings } from '../chains/cosmosChainSettings.js'
import type { CosmosClient, CosmosDenomMetadata } from '../chains/cosmosClient.js'
import type { KnownToken } from './tokenCatalogue.js'

/** The network adapter-cosmos knows with this CAIP-2 id. */
const knownNetworkOf = (chain: CosmosChainSettings) =>
  cosmosNetworks.find((network) => network.caipNetworkId === chain.caipNetworkId)

/** The native denom (the one that pays fees) of a chain Latch knows; `undefined` for another. */
export function nativeDenomOf(chain: CosmosChainSettings): string | undefined {
  return knownNetworkOf(chain)?.denom
}

/** How adapter-cosmos names a denom of a network it knows, as the wallet shows it. */
function knownDenomOf(chain: CosmosChainSettings, denom: string): CosmosDenomMetadata | undefined {
  const network = knownNetworkOf(chain)
  const known = network?.denoms.find((entry) => entry.denom === denom)
  if (!network || !known) return undefined
  const name = denom === network.denom ? network.nativeCurrency.name : known.symbol
  return { name, symbol: known.symbol, decimals: known.decimals }
}

/**
 * How a denom of the chain is shown: the node's bank metadata when it has some, else
 * adapter-cosmos's for a network it knows (the Hub keeps no metadata for uatom), else the
 * denom itself in its base unit (0 decimals: an IBC voucher or a factory token the chain does
 * not describe). A native denom has no `address`; any other is its token id, the denom
 * (`cosmos:<chain>:<denom>` in CAIP-10 form).
 *
 * @example
 * await cosmosTokenOf(chain, client, 'uatom') // { symbol: 'ATOM', decimals: 6, address: undefined, … }
 */
export async function cosmosTokenOf(
  chain: CosmosChainSettings,
  client: CosmosClient,
  denom: string,
): Promise<KnownToken> {
  const shown = (await client.denomMetadata(denom)) ??
    knownDenomOf(chain, denom) ?? { name: denom, symbol: denom, decimals: 0 }
  return {
    chainId: chain.caipNetworkId,
    address: denom === nativeDenomOf(chain) ? undefined : denom,
    ...shown,
    icon: undefined,
  }
}
