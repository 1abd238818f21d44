import type { PolkadotChainSettings } from '../chains/polkadotChainSettings.js'
import type { PolkadotChainToken } from '../chains/polkadotClient.js'
import type { KnownToken } from './tokenCatalogue.js'

/**
 * A Polkadot chain's native token as its node states it (symbol, decimals): named as Latch
 * names it on a network it knows (`Polkadot` for DOT), else by its symbol, as
 * adapter-polkadot names the token of a chain described by hand.
 *
 * @example
 * polkadotNativeToken(chain, { symbol: 'ROC', decimals: 12 }).name // 'ROC'
 */
export function polkadotNativeToken(
  chain: PolkadotChainSettings,
  token: PolkadotChainToken,
): KnownToken {
  const symbol = token.symbol.toUpperCase()
  return {
    chainId: chain.caipNetworkId,
    address: undefined,
    name: chain.native?.symbol === symbol ? chain.native.name : symbol,
    symbol,
    decimals: token.decimals,
    icon: undefined,
  }
}
