import { cosmosNetworks } from '@latch/adapter-cosmos'
import type { CosmosChainSettings } from '../chains/cosmosChainSettings.js'
import type { CosmosClient, CosmosDenomMetadata } from '../chains/cosmosClient.js'
import type { KnownToken } from './tokenCatalogue.js'

/** The network adapter-cosmos knows with this CAIP-2 id. */
const knownNetworkOf = (chain: CosmosChainSettings) =>
  cosmosNetworks.find((network) => network.caipNetworkId === chain.caipNetworkId)

/**
 * The native denom of the chain: the one adapter-cosmos names for a network it knows, else the
 * node's staking denom (a Cosmos SDK chain's own coin, which pays its fees: uatom on the Hub);
 * `undefined` for a chain with neither.
 */
export async function nativeDenomOf(
  chain: CosmosChainSettings,
  client: CosmosClient,
): Promise<string | undefined> {
  const known = knownNetworkOf(chain)?.denom
  if (known) return known
  try {
    return await client.bondDenom()
  } catch {
    // A chain without x/staking answers the query with an error.
    return undefined
  }
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
 * Whether the service prices a token and draws its image: the chain's own coin only. Any other
 * denom's symbol is its maker's choice (a factory token on Osmosis can call itself ATOM), so it
 * is shown at no price and without another token's image.
 */
export function isPricedCosmosToken(token: KnownToken): boolean {
  return token.address === undefined
}

/**
 * How a denom of the chain is shown: the node's bank metadata when it has some, else
 * adapter-cosmos's for a network it knows (the Hub keeps no metadata for uatom), else the
 * denom itself in its base unit (0 decimals: an IBC voucher or a factory token the chain does
 * not describe). The native denom ({@link nativeDenomOf}) has no `address`; any other is its
 * token id, the denom (`cosmos:<chain>:<denom>` in CAIP-10 form).
 *
 * @example
 * await cosmosTokenOf(chain, client, 'uatom') // { symbol: 'ATOM', decimals: 6, address: undefined, … }
 */
export async function cosmosTokenOf(
  chain: CosmosChainSettings,
  client: CosmosClient,
  denom: string,
): Promise<KnownToken> {
  const native = denom === (await nativeDenomOf(chain, client))
  // A network Latch knows names its own coin as Latch does; the chain's metadata is written by
  // whoever made the denom.
  const known = native ? knownDenomOf(chain, denom) : undefined
  const shown = known ??
    (await client.denomMetadata(denom)) ??
    knownDenomOf(chain, denom) ?? { name: denom, symbol: denom, decimals: 0 }
  return {
    chainId: chain.caipNetworkId,
    address: native ? undefined : denom,
    ...shown,
    icon: undefined,
  }
}
