import type { TokenBalance } from '@latch/core'
import { erc20Abi, formatUnits } from 'viem'
import type { ChainClient } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import { type KnownToken, nativeAssetReference, type TokenCatalogue } from './tokenCatalogue.js'

/** How balances are shown, whichever namespace they are read from. */
export type BalancesShown = {
  /** The listed tokens, their prices and icons. */
  catalogue: TokenCatalogue
  /** Base URL and project of the icon URLs. */
  base: string
  projectId: string
}

export type ReadTokenBalancesParameters = BalancesShown & {
  chain: ChainSettings
  client: ChainClient
  /** Lower-case 0x address. */
  address: `0x${string}`
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
  return toTokenBalances({
    chainId: chain.caipNetworkId,
    catalogue,
    base,
    projectId,
    amounts: [
      { reference: nativeAssetReference, amount: native ?? 0n },
      ...chain.tokens.map((token, index) => ({
        reference: token.address,
        amount: held[index] ?? 0n,
      })),
    ],
  })
}

export type ToTokenBalancesParameters = BalancesShown & {
  /** CAIP-2. */
  chainId: string
  /** The native currency first (always listed), then the listed tokens (listed when held). */
  amounts: readonly { reference: string; amount: bigint }[]
}

/** Amounts in base units as the `balances` of the balance route, valued with the price table. */
export function toTokenBalances(parameters: ToTokenBalancesParameters): TokenBalance[] {
  const { chainId, catalogue, amounts } = parameters
  return amounts.flatMap(({ reference, amount }, index) => {
    const token = catalogue.find(chainId, reference)
    if (!token || (index > 0 && amount === 0n)) return []
    return [tokenBalanceOf(token, amount, parameters)]
  })
}

/**
 * One entry of the balance route: `amount` (base units) of `token`, valued with the price
 * table, its icon the catalogue's.
 */
export function tokenBalanceOf(
  token: KnownToken,
  amount: bigint,
  { catalogue, base, projectId }: BalancesShown,
): TokenBalance {
  const { chainId } = token
  const numeric = formatUnits(amount, token.decimals)
  const price = catalogue.priceOf(token.symbol)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId,
    ...(token.address ? { address: `${chainId}:${token.address}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: catalogue.iconUrl(token, base, projectId),
  }
}
