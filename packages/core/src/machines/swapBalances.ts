import type { SwapToken, TokenBalance } from '../services/blockchainSchemas.js'

/** The placeholder address the convert routes give the native coin (CAIP-10's last part). */
const nativePlaceholder = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Whether a token of `/v1/convert/tokens` is the network's coin. */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(`:${nativePlaceholder}`)
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
