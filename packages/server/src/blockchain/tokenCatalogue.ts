import type { BitcoinChainSettings } from '../chains/bitcoinChainSettings.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import type { CosmosChainSettings } from '../chains/cosmosChainSettings.js'
import type { PolkadotChainSettings } from '../chains/polkadotChainSettings.js'
import { isSolanaCluster, type SolanaClusterSettings } from '../chains/solanaClusterSettings.js'

/** What the service knows of a token (or a native currency) on a chain. */
export type KnownToken = {
  /** CAIP-2. */
  chainId: string
  /**
   * The contract (eip155, checksummed) or the mint (solana, base58); `undefined` for the
   * native currency.
   */
  address: string | undefined
  name: string
  symbol: string
  decimals: number
  icon: string | undefined
}

/** The native currency's id in `POST /v1/fungible/price`: `eip155:1:native`. */
export const nativeAssetReference = 'native'

/** The usual placeholder address of a native currency, read as `native` too. */
const nativePlaceholder = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A chain the blockchain service answers for: eip155, a Solana cluster, Bitcoin or Polkadot. */
export type ServedChain =
  | ChainSettings
  | SolanaClusterSettings
  | BitcoinChainSettings
  | PolkadotChainSettings
  | CosmosChainSettings

/** The listed tokens and native currencies of the configured chains. */
export type TokenCatalogue = {
  chain(caipNetworkId: string): ServedChain | undefined
  /**
   * `native` (or the `0xeeee…eeee` placeholder), a 0x contract address in any case, or a
   * Solana mint (base58, case-sensitive).
   */
  find(caipNetworkId: string, token: string): KnownToken | undefined
  /** Every token (the native currency first) the catalogue knows on `caipNetworkId`. */
  tokensOf(caipNetworkId: string): KnownToken[]
  /** Its `iconUrl`: the configured icon, else the server's token image of its symbol. */
  iconUrl(token: KnownToken, base: string, projectId: string): string
}

/**
 * The lookup table of the balance, history, price and swap routes (prices are the
 * `PriceSource`'s).
 *
 * @example
 * const catalogue = createTokenCatalogue([...config.chains, ...config.solanaClusters, ...config.bitcoinChains])
 * catalogue.find('eip155:31337', 'native')?.symbol // 'ETH'
 */
export function createTokenCatalogue(chains: readonly ServedChain[]): TokenCatalogue {
  const byChain = new Map(chains.map((chain) => [chain.caipNetworkId as string, chain]))
  const tokens = new Map<string, KnownToken>()
  // eip155 addresses are hex (any case); Solana's base58 is case-sensitive.
  const referenceOf = (caipNetworkId: string, token: string) => {
    if (caipNetworkId.startsWith('solana:')) return token
    const reference = token.toLowerCase()
    return reference === nativePlaceholder ? nativeAssetReference : reference
  }
  for (const chain of chains) {
    // A Polkadot chain Latch does not know states its token only through its node.
    if (chain.native) {
      tokens.set(`${chain.caipNetworkId}:${nativeAssetReference}`, {
        chainId: chain.caipNetworkId,
        address: undefined,
        ...chain.native,
        icon: undefined,
      })
    }
    const listed = isSolanaCluster(chain)
      ? chain.tokens.map(({ mint, ...token }) => ({ ...token, address: mint }))
      : chain.tokens
    for (const token of listed) {
      tokens.set(`${chain.caipNetworkId}:${referenceOf(chain.caipNetworkId, token.address)}`, {
        chainId: chain.caipNetworkId,
        address: token.address,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        icon: token.icon,
      })
    }
  }
  return {
    chain: (caipNetworkId) => byChain.get(caipNetworkId),
    find: (caipNetworkId, token) =>
      tokens.get(`${caipNetworkId}:${referenceOf(caipNetworkId, token)}`),
    tokensOf: (caipNetworkId) =>
      [...tokens.values()].filter((token) => token.chainId === caipNetworkId),
    iconUrl: (token, base, projectId) =>
      token.icon ??
      `${base}/public/getTokenImage/${encodeURIComponent(token.symbol.toLowerCase())}?projectId=${encodeURIComponent(projectId)}`,
  }
}
