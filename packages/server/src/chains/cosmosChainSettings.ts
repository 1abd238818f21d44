import { cosmosNetworks } from '@latch/adapter-cosmos'
import { isCaipNetworkId } from '@latch/core'
import type { NativeCurrencyInfo, TokenListInput } from './chainSettings.js'
import { ChainSettingsError } from './chainSettingsError.js'

/**
 * One Cosmos-namespace chain the blockchain service answers for (a Cosmos SDK chain: the
 * Hub, Osmosis, a local chain): balances of every denom and the account's bank sends read
 * live from its node's CometBFT RPC, and Sign-In with Cosmos on it.
 */
export type CosmosChainSettings = {
  /** CAIP-2, `cosmos:<chain id>`. */
  caipNetworkId: `cosmos:${string}`
  /** The chain id its transactions are signed for (`cosmoshub-4`). */
  chainId: string
  /** The node's CometBFT RPC endpoint over HTTP (`https://cosmos-rpc.publicnode.com`). */
  rpcUrl: string
  /**
   * The native currency of a network adapter-cosmos knows (ATOM on the Hub), for the price route;
   * `undefined` for another chain, whose denoms are named by the node's bank metadata.
   */
  native: NativeCurrencyInfo | undefined
  /**
   * The prefix of its account addresses on a network adapter-cosmos knows (`cosmos` on the
   * Hub); `undefined` for another chain, whose addresses are taken with any prefix.
   */
  bech32Prefix: string | undefined
  /** Denoms are read from the account, not listed: always empty. */
  tokens: readonly []
}

const httpUrl = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/

/** Whether a configured chain is a Cosmos-namespace chain. */
export function isCosmosChain(chain: { caipNetworkId: string }): chain is CosmosChainSettings {
  return chain.caipNetworkId.startsWith('cosmos:')
}

/**
 * The Cosmos chains of the blockchain service: one per `cosmos:` entry of `chainRpc`, whose
 * URL is the node's CometBFT RPC over HTTP (`http://` or `https://`, port 26657 by default
 * on a node).
 *
 * @throws {ChainSettingsError} for a chain of another namespace, a URL that is not HTTP, or a
 *   token list for a Cosmos chain.
 * @example
 * resolveCosmosChains({ 'cosmos:cosmoshub-4': 'https://cosmos-rpc.publicnode.com' }, undefined)[0]?.native?.symbol // 'ATOM'
 */
export function resolveCosmosChains(
  chainRpc: Readonly<Record<string, string>>,
  tokens: TokenListInput | undefined,
): CosmosChainSettings[] {
  const listed = Object.keys(tokens ?? {})[0]
  if (listed !== undefined) {
    throw new ChainSettingsError(
      `tokens: chain "${listed}" is a Cosmos chain; its denoms are read from the account`,
    )
  }
  return Object.entries(chainRpc).map(([caipNetworkId, url]) => {
    if (!isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith('cosmos:')) {
      throw new ChainSettingsError(
        `chainRpc: "${caipNetworkId}" is not a Cosmos chain id (cosmos: and the chain id)`,
      )
    }
    if (!httpUrl.test(url)) {
      throw new ChainSettingsError(
        `chainRpc: the URL of ${caipNetworkId} must be its node's CometBFT RPC endpoint (http:// or https://)`,
      )
    }
    const network = cosmosNetworks.find((known) => known.caipNetworkId === caipNetworkId)
    const known = network?.nativeCurrency
    return {
      caipNetworkId: caipNetworkId as `cosmos:${string}`,
      chainId: caipNetworkId.slice('cosmos:'.length),
      rpcUrl: url,
      bech32Prefix: network?.bech32Prefix,
      native: known && {
        name: known.name,
        symbol: known.symbol.toUpperCase(),
        decimals: known.decimals,
      },
      tokens: [],
    }
  })
}
