// The swap form's rules, read by the swap machine (swap.ts) and by the state a UI renders: the
// one place a swap's tokens and amount are checked.
import { formatUnits, parseUnits } from '../format/decimal.js'
import type { SwapQuote, SwapToken, TokenBalance } from '../services/blockchainSchemas.js'
import { amountProblem } from '../validation/amount.js'
import { swapBalanceOf } from './swapBalances.js'
import { type SwapTokenGroups, swapTokenGroups } from './swapTokenGroups.js'

/** Why the form cannot swap yet; the UI words each. */
export type SwapProblem = 'sameToken' | 'invalidAmount' | 'insufficientBalance'

type SwapFields = {
  from: SwapToken | undefined
  to: SwapToken | undefined
  amount: string
  balances: readonly TokenBalance[]
}

/** The amount in `from`'s base units; `undefined` when it is not a positive amount of it. */
export function swapAmountOf({ from, amount }: Pick<SwapFields, 'from' | 'amount'>) {
  if (!from) return undefined
  const value = parseUnits(amount, from.decimals)
  return value ? value : undefined
}

/**
 * Why the form cannot swap: the same token on both sides, an amount that is not one of
 * `from` (SPEC.md §5's amount rules, as a send applies them), or more than the account holds.
 * `undefined` while nothing is typed, and when it can.
 *
 * @example
 * swapProblemOf({ from: eth, to: eth, amount: '1', balances: [] }) // 'sameToken'
 */
function swapProblemOf({ from, to, amount, balances }: SwapFields): SwapProblem | undefined {
  if (from && to && from.address === to.address) return 'sameToken'
  return amountProblem(amount, {
    decimals: from?.decimals,
    balance: swapBalanceOf(from, balances),
  })
}

/** What the swap form shows besides its fields, worked out as they change (see `swap.ts`). */
export type SwapDerived = {
  groups: SwapTokenGroups
  problem: SwapProblem | undefined
  /** The wallet must first let the exchange spend `from`. */
  needsApproval: boolean
  fromBalance: string | undefined
  toBalance: string | undefined
  /** The quote's amount of `to`, in its unit. */
  toAmount: string | undefined
  /** The quote less the slippage tolerance, in `to`'s unit. */
  minimumReceived: string | undefined
}

type DerivedFrom = SwapFields & {
  tokens: readonly SwapToken[]
  quote: SwapQuote | undefined
  allowance: bigint | undefined
  /** Percent. */
  slippage: number
}

/**
 * What the form shows from its fields: the picker's groups, the problem, the balances of the
 * two tokens, the quote in the tokens' units and the least it may give, and whether an
 * approval comes first.
 */
export function deriveSwap(fields: DerivedFrom): SwapDerived {
  const { from, to, quote, allowance, slippage, tokens, balances } = fields
  const amount = swapAmountOf(fields)
  const out = quote && to ? BigInt(quote.toAmount) : undefined
  const tolerance = BigInt(Math.round(slippage * 100))
  return {
    groups: swapTokenGroups(tokens, balances),
    problem: swapProblemOf(fields),
    needsApproval: allowance !== undefined && amount !== undefined && allowance < amount,
    fromBalance: swapBalanceOf(from, balances),
    toBalance: swapBalanceOf(to, balances),
    toAmount: out === undefined || !to ? undefined : formatUnits(out, to.decimals),
    minimumReceived:
      out === undefined || !to
        ? undefined
        : formatUnits((out * (10_000n - tolerance)) / 10_000n, to.decimals),
  }
}
