import type { CosmosNetwork } from './cosmosNetwork.js'
import type { KeplrChainInfo } from './keplr.js'

/**
 * The chain info a Keplr-style wallet needs to add `network` (`experimentalSuggestChain`):
 * its endpoints, the native currency as staking and fee currency, the bech32 prefixes the
 * Cosmos SDK derives from the account prefix, and gas prices around the network's (half,
 * itself, and twice it as the wallet's low, average and high).
 *
 * @example
 * await keplr.experimentalSuggestChain(keplrChainInfo(local))
 */
export function keplrChainInfo(network: CosmosNetwork): KeplrChainInfo {
  const prefix = network.bech32Prefix
  const currencies = network.denoms.map(({ denom, symbol, decimals }) => ({
    coinDenom: symbol,
    coinMinimalDenom: denom,
    coinDecimals: decimals,
  }))
  const native = {
    coinDenom: network.nativeCurrency.symbol,
    coinMinimalDenom: network.denom,
    coinDecimals: network.nativeCurrency.decimals,
  }
  const average = Number(network.gasPrice)
  return {
    rpc: network.rpcUrls.default.http[0] ?? '',
    rest: network.restUrl,
    chainId: network.caipNetworkId.slice('cosmos:'.length),
    chainName: network.name,
    stakeCurrency: native,
    bip44: { coinType: network.coinType },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies,
    feeCurrencies: [{ ...native, gasPriceStep: { low: average / 2, average, high: average * 2 } }],
  }
}
