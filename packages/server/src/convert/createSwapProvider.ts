import type { ChainClients } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import type { SwapConfig } from './swapConfig.js'
import type { SwapProvider } from './swapProvider.js'
import { createUniswapV2Provider } from './uniswapV2Provider.js'
import { createZeroExProvider } from './zeroExProvider.js'

/**
 * The provider `config` selects: the local Uniswap V2 exchange (default), 0x's Swap API, or
 * one given from code.
 *
 * @example
 * const provider = createSwapProvider(config.swap, config.chains, chainClients)
 */
export function createSwapProvider(
  config: SwapConfig,
  chains: readonly ChainSettings[],
  clients: ChainClients,
): SwapProvider {
  if (config.provider.kind === 'custom') return config.provider.provider
  if (config.provider.kind === '0x') {
    return createZeroExProvider({
      apiKey: config.provider.apiKey,
      apiUrl: config.provider.apiUrl,
      chains,
      clients,
    })
  }
  return createUniswapV2Provider({ chains, dexes: config.dexes, clients })
}
