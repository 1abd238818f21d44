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

/** The symbols of the coins adapter-cosmos knows, on every network it knows. */
const knownSymbols = new Set(
  cosmosNetworks.flatMap((network) => [
    network.nativeCurrency.symbol.toUpperCase(),
    ...network.denoms.map((entry) => entry.symbol.toUpperCase()),
  ]),
)

/**
 * Whether a denom's bank metadata names it as a coin it is not: a symbol of a coin Latch knows
 * (ATOM, OSMO) or of the chain's own coin, on a denom that is not that coin. Anyone can make a
 * denom (a factory token, an IBC voucher of another chain) and write its metadata.
 */
async function claimsAnotherCoin(
  chain: CosmosChainSettings,
  client: CosmosClient,
  denom: string,
  metadata: CosmosDenomMetadata,
  nativeDenom: string | undefined,
): Promise<boolean> {
  const claimed = metadata.symbol.toUpperCase()
  if (knownDenomOf(chain, denom)?.symbol.toUpperCase() === claimed) return false
  if (knownSymbols.has(claimed)) return true
  if (nativeDenom === undefined) return false
  const nativeSymbol =
    knownDenomOf(chain, nativeDenom)?.symbol ?? (await client.denomMetadata(nativeDenom))?.symbol
  return nativeSymbol?.toUpperCase() === claimed
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
 * How a denom of the chain is shown: the node's bank metadata when it has some (with the denom
 * as its symbol when the metadata claims a coin it is not: {@link claimsAnotherCoin}), else
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
  const nativeDenom = await nativeDenomOf(chain, client)
  const native = denom === nativeDenom
  // A network Latch knows names its own coin as Latch does; the chain's metadata is written by
  // whoever made the denom.
  const known = native ? knownDenomOf(chain, denom) : undefined
  const metadata = known ? undefined : await client.denomMetadata(denom)
  const described =
    metadata && !native && (await claimsAnotherCoin(chain, client, denom, metadata, nativeDenom))
      ? { ...metadata, symbol: denom }
      : metadata
  const shown = known ??
    described ??
    knownDenomOf(chain, denom) ?? { name: denom, symbol: denom, decimals: 0 }
  return {
    chainId: chain.caipNetworkId,
    address: native ? undefined : denom,
    ...shown,
    icon: undefined,
  }
}
