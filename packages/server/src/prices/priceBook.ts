import type { KnownToken } from '../blockchain/tokenCatalogue.js'
import type { PriceSource } from './priceSource.js'

/** The prices of one answer, read before it is written: a lookup that no longer waits. */
export type PriceBook = {
  /** The USD price of `token`; `undefined` when the source had none (or was not asked). */
  priceOf(token: Pick<KnownToken, 'chainId' | 'address'>): number | undefined
}

const keyOf = (chainId: string, token: string) =>
  `${chainId}:${token.startsWith('0x') ? token.toLowerCase() : token}`

/**
 * Asks `source` once for each token (and each chain's native currency) an answer may show. A
 * price that cannot be read is left out: the balances still show, unpriced.
 *
 * @example
 * const prices = await readPriceBook(source, { chainIds: ['eip155:31337'], tokens: catalogueTokens })
 * prices.priceOf({ chainId: 'eip155:31337', address: undefined }) // ETH's price
 */
export async function readPriceBook(
  source: PriceSource,
  {
    chainIds,
    tokens,
    fresh = false,
  }: {
    chainIds: readonly string[]
    tokens: readonly Pick<KnownToken, 'chainId' | 'address'>[]
    /** Read now, past any cache (the balance route's `forceUpdate`). */
    fresh?: boolean
  },
): Promise<PriceBook> {
  const wanted = new Map<string, [string, string]>()
  for (const chainId of chainIds) wanted.set(keyOf(chainId, 'native'), [chainId, 'native'])
  for (const { chainId, address } of tokens) {
    const token = address ?? 'native'
    wanted.set(keyOf(chainId, token), [chainId, token])
  }
  const entries = await Promise.all(
    [...wanted].map(
      async ([key, [chainId, token]]) =>
        [key, await source.usdPrice(chainId, token, { fresh }).catch(() => undefined)] as const,
    ),
  )
  const prices = new Map(entries)
  return {
    priceOf: ({ chainId, address }) => prices.get(keyOf(chainId, address ?? 'native')),
  }
}

/** `price` and `value` of `numeric` tokens, or neither when there is no price. */
export function pricedAt(
  numeric: string,
  price: number | undefined,
): { price: number; value: number } | Record<string, never> {
  return price === undefined ? {} : { price, value: Number(numeric) * price }
}
