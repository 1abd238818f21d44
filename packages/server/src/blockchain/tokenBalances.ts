import type { TokenBalance } from '@latch/core'
import { erc20Abi, formatUnits } from 'viem'
import type { ChainClient } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import { nativeAssetReference, type TokenCatalogue } from './tokenCatalogue.js'

export type ReadTokenBalancesParameters = {
  chain: ChainSettings
  client: ChainClient
  catalogue: TokenCatalogue
  /** Lower-case 0x address. */
  address: `0x${string}`
  /** Base URL and project of the icon URLs. */
  base: string
  projectId: string
}

/**
 * The account's balances read live from the chain: the native currency (`eth_getBalance`,
 * always listed) and every listed token it holds (`balanceOf`), valued with the price table.
 *
 * @example
 * const balances = await readTokenBalances({ chain, client, catalogue, address, base, projectId })
 */
export async function readTokenBalances(
  parameters: ReadTokenBalancesParameters,
): Promise<TokenBalance[]> {
  const { chain, client, catalogue, address, base, projectId } = parameters
  const [native, ...held] = await Promise.all([
    client.getBalance({ address }),
    ...chain.tokens.map((token) =>
      client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ),
  ])
  const entries: { reference: string; amount: bigint }[] = [
    { reference: nativeAssetReference, amount: native ?? 0n },
    ...chain.tokens.map((token, index) => ({
      reference: token.address,
      amount: held[index] ?? 0n,
    })),
  ]
  return entries.flatMap(({ reference, amount }, index) => {
    const token = catalogue.find(chain.caipNetworkId, reference)
    if (!token || (index > 0 && amount === 0n)) return []
    const numeric = formatUnits(amount, token.decimals)
    const price = catalogue.priceOf(token.symbol)
    return [
      {
        name: token.name,
        symbol: token.symbol,
        chainId: chain.caipNetworkId,
        ...(token.address ? { address: `${chain.caipNetworkId}:${token.address}` } : {}),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(token.decimals), numeric },
        iconUrl: catalogue.iconUrl(token, base, projectId),
      },
    ]
  })
}
