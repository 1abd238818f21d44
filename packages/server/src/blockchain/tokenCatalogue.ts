import type { ChainSettings } from '../chains/chainSettings.js'

/** What the service knows of a token (or a native currency) on a chain. */
export type KnownToken = {
  /** CAIP-2. */
  chainId: string
  /** The contract, checksummed; `undefined` for the native currency. */
  address: `0x${string}` | undefined
  name: string
  symbol: string
  decimals: number
  icon: string | undefined
}

/** The native currency's id in `POST /v1/fungible/price`: `eip155:1:native`. */
export const nativeAssetReference = 'native'

/** The usual placeholder address of a native currency, read as `native` too. */
const nativePlaceholder = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The listed tokens and native currencies of the configured chains, with their prices. */
export type TokenCatalogue = {
  chain(caipNetworkId: string): ChainSettings | undefined
  /** `native` (or the `0xeeee…eeee` placeholder) or a 0x contract address, any case. */
  find(caipNetworkId: string, token: string): KnownToken | undefined
  /** The USD price of a symbol; 0 when the price table does not have it. */
  priceOf(symbol: string): number
  /** Its `iconUrl`: the configured icon, else the server's token image of its symbol. */
  iconUrl(token: KnownToken, base: string, projectId: string): string
}

/**
 * The lookup table of the balance, history and price routes.
 *
 * @example
 * const catalogue = createTokenCatalogue(config.chains, config.prices)
 * catalogue.find('eip155:31337', 'native')?.symbol // 'ETH'
 */
export function createTokenCatalogue(
  chains: readonly ChainSettings[],
  prices: Readonly<Record<string, number>>,
): TokenCatalogue {
  const byChain = new Map(chains.map((chain) => [chain.caipNetworkId as string, chain]))
  const tokens = new Map<string, KnownToken>()
  for (const chain of chains) {
    tokens.set(`${chain.caipNetworkId}:${nativeAssetReference}`, {
      chainId: chain.caipNetworkId,
      address: undefined,
      ...chain.native,
      icon: undefined,
    })
    for (const token of chain.tokens) {
      tokens.set(`${chain.caipNetworkId}:${token.address.toLowerCase()}`, {
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
    find: (caipNetworkId, token) => {
      const reference = token.toLowerCase()
      return tokens.get(
        `${caipNetworkId}:${reference === nativePlaceholder ? nativeAssetReference : reference}`,
      )
    },
    priceOf: (symbol) => prices[symbol.toUpperCase()] ?? 0,
    iconUrl: (token, base, projectId) =>
      token.icon ??
      `${base}/public/getTokenImage/${encodeURIComponent(token.symbol.toLowerCase())}?projectId=${encodeURIComponent(projectId)}`,
  }
}
