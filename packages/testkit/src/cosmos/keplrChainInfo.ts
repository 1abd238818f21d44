import type { ChainInfo } from '@keplr-wallet/types'
import type { CosmosLocalInfo } from './cosmosLocalInfo.js'

/**
 * A local Cosmos chain as Keplr's `experimentalSuggestChain` takes it (and as the Cosmos test
 * wallet knows its chains): coin type 118, the chain's bech32 prefixes, its two currencies,
 * fees in the first at the chain's minimum gas price. The chain serves no REST (LCD) API, so
 * `rest` is its RPC URL too; only Keplr's own balance views would read it.
 *
 * @example
 * await window.keplr.experimentalSuggestChain(keplrChainInfoOf(devnet.cosmos[1]))
 */
export function keplrChainInfoOf(info: CosmosLocalInfo): ChainInfo {
  const [feeCurrency = { coinDenom: '', coinMinimalDenom: info.denom, coinDecimals: 6 }] =
    info.currencies
  const price = Number(info.minGasPrice)
  const prefix = info.bech32Prefix
  return {
    chainId: info.chainId,
    chainName: info.chainName,
    rpc: info.rpcUrl,
    rest: info.rpcUrl,
    bip44: { coinType: 118 },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [...info.currencies],
    feeCurrencies: [
      { ...feeCurrency, gasPriceStep: { low: price, average: price * 1.2, high: price * 1.6 } },
    ],
    stakeCurrency: feeCurrency,
    features: [],
  }
}
