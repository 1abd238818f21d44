import type { CaipNetwork } from '@latch/core'
import type { CosmosBalance } from './cosmosChain.js'

export type GetCosmosBalancesParameters = {
  /** The bech32 account, of the network's prefix. */
  address: string
  /** A network the adapter knows, or one described with `cosmosNetwork()`. */
  network: CaipNetwork
  /** The CometBFT RPC URL to ask; the network's first (`rpcUrls.default.http[0]`) otherwise. */
  rpcUrl?: string | undefined
}

export type GetCosmosBalancesReturnType = readonly CosmosBalance[]

/**
 * Every denom `address` holds on `network` (the bank module's `AllBalances`), each with the
 * symbol and decimals the network names (`cosmosNetwork`'s `denoms`), else as its raw denom in
 * its smallest unit (decimals 0). cosmjs loads on the first call; nothing of it comes with the
 * page.
 *
 * @throws {AdapterError} `INVALID_ADDRESS` for an address that is not the network's, and
 *   `NOT_SUPPORTED` for a network the adapter cannot describe.
 * @example
 * const balances = await getCosmosBalances({ address: 'cosmos1…', network: cosmosNetworks[0] })
 * // [{ denom: 'uatom', value: 1000000n, decimals: 6, symbol: 'ATOM' }, { denom: 'ibc/27…', … }]
 */
export async function getCosmosBalances({
  address,
  network,
  rpcUrl,
}: GetCosmosBalancesParameters): Promise<GetCosmosBalancesReturnType> {
  const { createCosmosChainFor } = await import('./cosmosChain.js')
  const customRpcUrls = rpcUrl ? { [network.caipNetworkId]: [rpcUrl] } : undefined
  const chain = createCosmosChainFor(customRpcUrls ? { customRpcUrls } : {})
  try {
    return await chain.allBalancesOf({ address, network })
  } finally {
    chain.close()
  }
}
