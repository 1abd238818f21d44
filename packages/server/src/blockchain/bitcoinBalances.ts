import type { BitcoinChainSettings } from '../chains/bitcoinChainSettings.js'
import type { EsploraClient } from '../chains/esploraClient.js'
import { type BalancesShown, type ServedTokenBalance, toTokenBalances } from './tokenBalances.js'
import { nativeAssetReference } from './tokenCatalogue.js'

export type ReadBitcoinBalancesParameters = BalancesShown & {
  chain: BitcoinChainSettings
  client: EsploraClient
  /** The address, as `bitcoinAddressKey` spells it. */
  address: string
}

/**
 * The address's BTC read live from the chain's Esplora (`GET /address/:address`), in the
 * shape of the other namespaces' balances: what it received minus what it spent, in blocks
 * and in the mempool alike, as wallets show it: right after a send the modal reads the
 * balance again, and a confirmed-only figure would not move until the next block (some ten
 * minutes on mainnet).
 *
 * @example
 * const balances = await readBitcoinBalances({ chain, client, catalogue, prices, address, base, projectId })
 * balances[0]?.quantity // { decimals: '8', numeric: '10' }
 */
export async function readBitcoinBalances(
  parameters: ReadBitcoinBalancesParameters,
): Promise<ServedTokenBalance[]> {
  const { chain, client, address } = parameters
  const stats = await client.getAddressStats(address)
  const sats = stats.chain.funded - stats.chain.spent + (stats.mempool.funded - stats.mempool.spent)
  return toTokenBalances({
    chainId: chain.caipNetworkId,
    ...parameters,
    amounts: [{ reference: nativeAssetReference, amount: sats }],
  })
}
