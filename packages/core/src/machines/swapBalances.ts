import { NATIVE_TOKEN_PLACEHOLDER_ADDRESSES } from '../constants/chains.js'
import type { SwapToken, TokenBalance } from '../services/blockchainSchemas.js'

/**
 * Whether a token of `/v1/convert/tokens` is the network's coin: the convert routes name it
 * by eip155's native placeholder address (CAIP-10's last part).
 */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_PLACEHOLDER_ADDRESSES.eip155}`)
}

/** What the account holds of `token` (its unit), from its balances; `undefined` when unknown. */
export function swapBalanceOf(
  token: SwapToken | undefined,
  balances: readonly TokenBalance[],
): string | undefined {
  if (!token) return undefined
  const held = balances.find((balance) =>
    isNativeSwapToken(token)
      ? balance.address === undefined
      : balance.address?.toLowerCase() === token.address.toLowerCase(),
  )
  // A token the balances do not list is one the account does not hold.
  return held?.quantity.numeric ?? (balances.length ? '0' : undefined)
}
