import type { TokenBalance } from '@latch/core'
import type { SolanaClient } from '../chains/solanaClient.js'
import type { SolanaClusterSettings } from '../chains/solanaClusterSettings.js'
import { toTokenBalances } from './tokenBalances.js'
import { nativeAssetReference, type TokenCatalogue } from './tokenCatalogue.js'

export type ReadSolanaTokenBalancesParameters = {
  cluster: SolanaClusterSettings
  client: SolanaClient
  catalogue: TokenCatalogue
  /** The owner's address, base58. */
  owner: string
  /** Base URL and project of the icon URLs. */
  base: string
  projectId: string
}

/**
 * The account's balances read live from a Solana cluster: SOL (`getBalance`, always listed)
 * and every listed SPL token it holds (its token accounts of that mint), valued with the
 * price table, in the shape of the eip155 balances.
 *
 * @example
 * const balances = await readSolanaTokenBalances({ cluster, client, catalogue, owner, base, projectId })
 */
export async function readSolanaTokenBalances(
  parameters: ReadSolanaTokenBalancesParameters,
): Promise<TokenBalance[]> {
  const { cluster, client, catalogue, owner, base, projectId } = parameters
  const [lamports, ...held] = await Promise.all([
    client.getBalance(owner),
    ...cluster.tokens.map((token) => client.getTokenAmount(owner, token.mint)),
  ])
  return toTokenBalances({
    chainId: cluster.caipNetworkId,
    catalogue,
    base,
    projectId,
    amounts: [
      { reference: nativeAssetReference, amount: lamports ?? 0n },
      ...cluster.tokens.map((token, index) => ({
        reference: token.mint,
        amount: held[index] ?? 0n,
      })),
    ],
  })
}
