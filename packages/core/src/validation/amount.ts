import { parseUnits } from '../format/decimal.js'

/** Why an amount typed in a form cannot go out (the UI words each; see {@link amountProblem}). */
export type AmountProblem = 'invalidAmount' | 'insufficientBalance'

export type AmountProblemOptions = {
  /** The token's decimals: more fraction digits than it has are not an amount of it. */
  decimals?: number | undefined
  /** What the account holds, in the token's unit, when it is known. */
  balance?: string | undefined
}

const fractionDigits = (text: string) => text.trim().split('.')[1]?.length ?? 0

/**
 * Why `amount` (in the token's unit, as typed) cannot be sent or swapped: `invalidAmount`
 * when it is not a positive plain decimal the token can hold, `insufficientBalance` when it is
 * more than a known `balance`. `undefined` when it can, or while nothing is typed (the form
 * waits). The send form applies it (machines/sendForm.ts), once, for the Send part and a
 * custom UI calling `sendTokens` alike; balances compare exactly, not as floating-point
 * numbers.
 *
 * @example
 * amountProblem('0.5', { decimals: 18, balance: '0.25' }) // 'insufficientBalance'
 * amountProblem('1.0000001', { decimals: 6 }) // 'invalidAmount'
 */
export function amountProblem(
  amount: string,
  { decimals, balance }: AmountProblemOptions = {},
): AmountProblem | undefined {
  if (amount.trim() === '') return undefined
  const value = parseUnits(amount, decimals ?? fractionDigits(amount))
  if (!value) return 'invalidAmount'
  if (balance === undefined) return undefined
  const scale = Math.max(decimals ?? 0, fractionDigits(amount), fractionDigits(balance))
  const held = parseUnits(balance, scale)
  const wanted = parseUnits(amount, scale)
  return held !== undefined && wanted !== undefined && wanted > held
    ? 'insufficientBalance'
    : undefined
}
