import type { TokenBalance } from '@latch/core'
import { erc20Abi, formatUnits } from 'viem'
import type { ChainClient } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import { type PriceBook, pricedAt } from '../prices/priceBook.js'
import { type KnownToken, nativeAssetReference, type TokenCatalogue } from './tokenCatalogue.js'

/**
 * One entry of the balance route: core's `TokenBalance` with `price` and `value` left out when
 * no source prices the token (issue 30's contract: never 0 for "unknown").
 */
export type ServedTokenBalance = Omit<TokenBalance, 'price' | 'value'> & {
  price?: number
  value?: number
}

/** How balances are shown, whichever namespace they are read from. */
export type BalancesShown = {
  /** The listed tokens and their icons. */
  catalogue: TokenCatalogue
  /** Their USD prices, read for this answer. */
  prices: PriceBook
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
 * always listed) and every listed token it holds (`balanceOf`), valued with the price source (unpriced: no `price`, no `value`).
 *
 * @example
 * const balances = await readTokenBalances({ chain, client, catalogue, prices, address, base, projectId })
 */
export async function readTokenBalances(
  parameters: ReadTokenBalancesParameters,
): Promise<ServedTokenBalance[]> {
  const { chain, client, address } = parameters
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
    ...parameters,
    chainId: chain.caipNetworkId,
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

/** Amounts in base units as the `balances` of the balance route, valued with `prices`. */
export function toTokenBalances(parameters: ToTokenBalancesParameters): ServedTokenBalance[] {
  const { chainId, catalogue, amounts } = parameters
  return amounts.flatMap(({ reference, amount }, index) => {
    const token = catalogue.find(chainId, reference)
    if (!token || (index > 0 && amount === 0n)) return []
    return [tokenBalanceOf(token, amount, parameters)]
  })
}

/**
 * One entry of the balance route: `amount` (base units) of `token`, valued with `prices`
 * (neither `price` nor `value` when it has none), its icon the catalogue's.
 */
export function tokenBalanceOf(
  token: KnownToken,
  amount: bigint,
  { catalogue, prices, base, projectId }: BalancesShown,
): ServedTokenBalance {
  const { chainId } = token
  const numeric = formatUnits(amount, token.decimals)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId,
    ...(token.address ? { address: `${chainId}:${token.address}` } : {}),
    ...pricedAt(numeric, prices.priceOf(token)),
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: catalogue.iconUrl(token, base, projectId),
  }
}
