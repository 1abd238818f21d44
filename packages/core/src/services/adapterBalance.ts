import type { ChainAdapter } from '../adapters/chainAdapter.js'
import { formatUnits } from '../format/decimal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { TokenBalance } from './blockchainSchemas.js'

export type ReadAdapterBalanceParameters = {
  adapters: readonly ChainAdapter[]
  networks: readonly CaipNetwork[]
  address: string
  /** CAIP-2. */
  chainId: string
}

/**
 * The native balance of `address` on the site's network `chainId`, read from the chain through
 * its namespace's adapter, as the blockchain service lists balances but without a price (`value`
 * and `price` 0); `undefined` when the site has no such network or no adapter for it. Rejects
 * with the adapter's error when the chain cannot be read.
 *
 * @example
 * const balance = await readAdapterBalance({ adapters, networks, address, chainId: 'eip155:1' })
 * balance?.quantity.numeric // '1.5'
 */
export async function readAdapterBalance({
  adapters,
  networks,
  address,
  chainId,
}: ReadAdapterBalanceParameters): Promise<TokenBalance | undefined> {
  const network = networks.find((candidate) => candidate.caipNetworkId === chainId)
  const adapter = adapters.find((candidate) => candidate.namespace === network?.chainNamespace)
  if (!network || !adapter) return undefined
  const { value, decimals, symbol, breakdown } = await adapter.getBalance({ address, network })
  return {
    name: network.nativeCurrency.name,
    symbol,
    chainId,
    // The chain says how much, not what it is worth: no price.
    quantity: { decimals: String(decimals), numeric: formatUnits(value, decimals) },
    iconUrl: '',
    ...(breakdown
      ? {
          breakdown: {
            free: formatUnits(breakdown.free, decimals),
            reserved: formatUnits(breakdown.reserved, decimals),
          },
        }
      : {}),
  }
}
