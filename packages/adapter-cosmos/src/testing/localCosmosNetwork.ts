import type { CosmosLocalInfo } from '@latch/testkit'
import { type CosmosNetwork, cosmosNetwork } from '../cosmosNetwork.js'

/**
 * A local Cosmos chain of @latch/testkit (`inject('cosmosLocal')`, or one started in the test)
 * as a site describes a chain of its own: `cosmosNetwork()` with the chain's id, prefix, fee
 * denom, minimum gas price and RPC URL, and its second currency (`ulatch`) named too.
 */
export function localCosmosNetwork(chain: CosmosLocalInfo): CosmosNetwork {
  const [native, ...others] = chain.currencies
  if (!native || native.coinMinimalDenom !== chain.denom) {
    throw new Error(`${chain.chainId}: the fee currency should come first`)
  }
  return cosmosNetwork({
    chainId: chain.chainId,
    name: chain.chainName,
    bech32Prefix: chain.bech32Prefix,
    denom: chain.denom,
    symbol: native.coinDenom,
    decimals: native.coinDecimals,
    gasPrice: chain.minGasPrice,
    rpcUrl: chain.rpcUrl,
    denoms: others.map((currency) => ({
      denom: currency.coinMinimalDenom,
      symbol: currency.coinDenom,
      decimals: currency.coinDecimals,
    })),
  })
}

/** Where the test wallet injects (`keplr`) and dispatches `keplr_keystorechange`: a window stand-in. */
export function injectionTarget(): EventTarget & Record<string, unknown> {
  return new EventTarget() as EventTarget & Record<string, unknown>
}
