import type { SolanaClient } from '../chains/solanaClient.js'
import type { SolanaClusterSettings } from '../chains/solanaClusterSettings.js'
import { type BalancesShown, type ServedTokenBalance, toTokenBalances } from './tokenBalances.js'
import { nativeAssetReference } from './tokenCatalogue.js'

export type ReadSolanaTokenBalancesParameters = BalancesShown & {
  cluster: SolanaClusterSettings
  client: SolanaClient
  /** The owner's address, base58. */
  owner: string
}

/**
 * The account's balances read live from a Solana cluster: SOL (`getBalance`, always listed)
 * and every listed SPL token it holds (its token accounts of that mint), valued with the
 * answer's prices (unpriced: no `price`, no `value`), in the shape of the eip155 balances.
 *
 * @example
 * const balances = await readSolanaTokenBalances({ cluster, client, catalogue, prices, owner, base, projectId })
 */
export async function readSolanaTokenBalances(
  parameters: ReadSolanaTokenBalancesParameters,
): Promise<ServedTokenBalance[]> {
  const { cluster, client, owner } = parameters
  const [lamports, ...held] = await Promise.all([
    client.getBalance(owner),
    ...cluster.tokens.map((token) => client.getTokenAmount(owner, token.mint)),
  ])
  return toTokenBalances({
    chainId: cluster.caipNetworkId,
    ...parameters,
    amounts: [
      { reference: nativeAssetReference, amount: lamports ?? 0n },
      ...cluster.tokens.map((token, index) => ({
        reference: token.mint,
        amount: held[index] ?? 0n,
      })),
    ],
  })
}
