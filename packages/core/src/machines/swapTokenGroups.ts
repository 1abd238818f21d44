import { SWAP_POPULAR_TOKENS, SWAP_SUGGESTED_TOKENS } from '../constants/swaps.js'
import type { SwapToken, TokenBalance } from '../services/blockchainSchemas.js'
import { swapBalanceOf } from './swapBalances.js'

/** The exchange's tokens as a token picker lists them. */
export type SwapTokenGroups = {
  /** Those the account holds. */
  yours: readonly SwapToken[]
  /** SPEC.md §2's suggested tokens the exchange has. */
  suggested: readonly SwapToken[]
  /** The rest: the popular ones first, then by symbol. */
  popular: readonly SwapToken[]
}

const rank = (list: readonly string[], token: SwapToken) => {
  const index = list.indexOf(token.symbol.toUpperCase())
  return index === -1 ? list.length : index
}

/**
 * The exchange's tokens in the picker's groups (SPEC.md §2: suggested and popular lists),
 * each token in one group only.
 *
 * @example
 * swapTokenGroups(tokens, balances).yours.map((token) => token.symbol) // ['ETH', 'LTT']
 */
export function swapTokenGroups(
  tokens: readonly SwapToken[],
  balances: readonly TokenBalance[],
): SwapTokenGroups {
  const held = (token: SwapToken) => Number(swapBalanceOf(token, balances) ?? 0) > 0
  const yours = tokens.filter(held)
  const rest = tokens.filter((token) => !held(token))
  const isSuggested = (token: SwapToken) =>
    rank(SWAP_SUGGESTED_TOKENS, token) < SWAP_SUGGESTED_TOKENS.length
  const suggested = rest
    .filter(isSuggested)
    .sort((a, b) => rank(SWAP_SUGGESTED_TOKENS, a) - rank(SWAP_SUGGESTED_TOKENS, b))
  const popular = rest
    .filter((token) => !isSuggested(token))
    .sort(
      (a, b) =>
        rank(SWAP_POPULAR_TOKENS, a) - rank(SWAP_POPULAR_TOKENS, b) ||
        a.symbol.localeCompare(b.symbol),
    )
  return { yours, suggested, popular }
}
