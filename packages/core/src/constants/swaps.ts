export { SWAP_SLIPPAGE_TOLERANCE } from './swapSlippage.js'

/** The eip155 chain ids swaps are offered on. */
export const SWAP_SUPPORTED_CHAIN_IDS = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const

/** Token symbols proposed first in the swap token lists. */
export const SWAP_SUGGESTED_TOKENS = [
  'ETH',
  'UNI',
  'USDC',
  'USDT',
  'DAI',
  'WETH',
  'WBTC',
  'AAVE',
  'LINK',
  'MATIC',
  'ARB',
  'OP',
] as const
export const SWAP_POPULAR_TOKENS = [
  'ETH',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'UNI',
  'LINK',
  'AAVE',
  'MKR',
  'LDO',
  'CRV',
  'SNX',
] as const

/**
 * Whether swaps are offered on an eip155 chain (SPEC.md §9).
 *
 * @example
 * isSwapNetwork(8453) // true
 * isSwapNetwork(11155111) // false
 */
export function isSwapNetwork(chainId: number): boolean {
  return (SWAP_SUPPORTED_CHAIN_IDS as readonly number[]).includes(chainId)
}

/**
 * Whether swaps are offered on `network`: an eip155 chain of {@link isSwapNetwork}'s list
 * (SPEC.md §9); no other namespace swaps.
 *
 * @example
 * swapsOn({ chainNamespace: 'eip155', id: 8453 }) // true
 * swapsOn({ chainNamespace: 'solana', id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }) // false
 */
export function swapsOn(network: { chainNamespace: string; id: number | string } | undefined) {
  return (
    network?.chainNamespace === 'eip155' &&
    typeof network.id === 'number' &&
    isSwapNetwork(network.id)
  )
}
