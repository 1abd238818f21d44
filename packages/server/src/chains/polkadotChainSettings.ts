import { polkadotNetworks } from '@latch/adapter-polkadot'
import { isCaipNetworkId } from '@latch/core'
import type { NativeCurrencyInfo, TokenListInput } from './chainSettings.js'
import { ChainSettingsError } from './chainSettingsError.js'

/**
 * One Polkadot-namespace chain the blockchain service answers for (a relay chain, a
 * parachain, a local chain): balances and recent transfers read live from its node over
 * WebSocket JSON-RPC, and Sign-In with Substrate on it.
 */
export type PolkadotChainSettings = {
  /** CAIP-2, `polkadot:<first 32 hex characters of the genesis hash>`. */
  caipNetworkId: `polkadot:${string}`
  /** The node's WebSocket JSON-RPC endpoint (`wss://rpc.polkadot.io`). */
  wsUrl: string
  /**
   * The native token of a network Latch knows (Polkadot, Kusama, Westend, Paseo), for the price
   * route; `undefined` for another chain, whose node states its own (`system_properties`):
   * the balance and history routes always take the symbol and decimals from the node.
   */
  native: NativeCurrencyInfo | undefined
  /** Assets by id (pallet-assets) are not read: always empty. */
  tokens: readonly []
}

const wsUrl = /^wss?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/

/** Whether a configured chain is a Polkadot-namespace chain. */
export function isPolkadotChain(chain: { caipNetworkId: string }): chain is PolkadotChainSettings {
  return chain.caipNetworkId.startsWith('polkadot:')
}

/**
 * The Polkadot chains of the blockchain service: one per `polkadot:` entry of `chainRpc`,
 * whose URL is the node's WebSocket endpoint (`ws://` or `wss://`).
 *
 * @throws {ChainSettingsError} for a chain of another namespace, a URL that is not a WebSocket
 *   one, or a token list for a Polkadot chain.
 * @example
 * resolvePolkadotChains({ 'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'wss://rpc.polkadot.io' }, undefined)[0]?.native?.symbol // 'DOT'
 */
export function resolvePolkadotChains(
  chainRpc: Readonly<Record<string, string>>,
  tokens: TokenListInput | undefined,
): PolkadotChainSettings[] {
  const listed = Object.keys(tokens ?? {})[0]
  if (listed !== undefined) {
    throw new ChainSettingsError(
      `tokens: chain "${listed}" is a Polkadot chain; only its native token is served`,
    )
  }
  return Object.entries(chainRpc).map(([caipNetworkId, url]) => {
    if (!isCaipNetworkId(caipNetworkId) || !/^polkadot:[0-9a-f]{32}$/.test(caipNetworkId)) {
      throw new ChainSettingsError(
        `chainRpc: "${caipNetworkId}" is not a Polkadot chain id (polkadot: and the first 32 hex digits of its genesis hash)`,
      )
    }
    if (!wsUrl.test(url)) {
      throw new ChainSettingsError(
        `chainRpc: the URL of ${caipNetworkId} must be its node's WebSocket endpoint (ws:// or wss://)`,
      )
    }
    const known = polkadotNetworks.find((network) => network.caipNetworkId === caipNetworkId)
    return {
      caipNetworkId: caipNetworkId as `polkadot:${string}`,
      wsUrl: url,
      native: known && {
        name: known.nativeCurrency.name,
        symbol: known.nativeCurrency.symbol.toUpperCase(),
        decimals: known.nativeCurrency.decimals,
      },
      tokens: [],
    }
  })
}
