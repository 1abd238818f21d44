/** An amount of one denom, as the SDK's `sdk.Coin` (the amount a decimal string on the wire). */
export type CosmosCoin = { readonly denom: string; readonly amount: string }

// The SDK's denom rule (`reDnmString`): a letter, then 2 to 127 letters, digits or /:._-
const denomPattern = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/

/** Coins as the SDK prints them (`sdk.Coins.String()`): `10uatom,5ulatch`, empty for none. */
export function formatCoins(coins: readonly { denom: string; amount: bigint | string }[]): string {
  return coins.map(({ denom, amount }) => `${amount}${denom}`).join(',')
}

/**
 * Parses wire coins into amounts by denom, the SDK's `Coins.Validate` (and `IsAllPositive`)
 * rules: valid denoms, sorted and unique, positive whole amounts. `undefined` when they break one.
 */
export function parseCoins(coins: readonly CosmosCoin[]): Map<string, bigint> | undefined {
  const parsed = new Map<string, bigint>()
  let previous = ''
  for (const { denom, amount } of coins) {
    if (!denomPattern.test(denom) || denom <= previous || !/^\d+$/.test(amount)) return undefined
    const value = BigInt(amount)
    if (value <= 0n) return undefined
    parsed.set(denom, value)
    previous = denom
  }
  return parsed
}
