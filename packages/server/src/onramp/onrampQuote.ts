import { formatUnits } from 'viem'
import { onrampProviderFeeBps } from './onrampDefaults.js'

/** An amount of a currency, as the onramp routes answer it. */
export type OnrampAmount = { amount: string; currency: string }

export type OnrampQuoteInput = {
  /** What the visitor pays in all, in cents of `paymentCurrency`. */
  totalCents: bigint
  paymentCurrency: string
  /** USD for one unit of the payment currency (1 for USD). */
  paymentCurrencyUsd: number
  /** The purchase currency's symbol and decimals. */
  purchaseCurrency: string
  decimals: number
  /** USD for one whole token bought. */
  tokenUsd: number
  /** USD for one whole native coin, which pays the network fee. */
  nativeUsd: number
  /** Gas units of the transfer, and the chain's gas price in wei. */
  gas: bigint
  gasPriceWei: bigint
  /** The provider's fee in basis points; 1.5 % by default. */
  feeBps?: bigint
}

export type OnrampQuoteFigures = {
  paymentTotal: OnrampAmount
  paymentSubtotal: OnrampAmount
  providerFee: OnrampAmount
  networkFee: OnrampAmount
  purchaseAmount: OnrampAmount
  /** `purchaseAmount` in the token's base units: exactly what is sent. */
  purchaseBaseUnits: bigint
}

/** The most decimals a purchase amount shows (a wei of ETH is no amount anyone buys). */
const purchaseAmountDecimals = 6

/** Prices enter the integer arithmetic with this many decimals. */
const priceScale = 10n ** 8n

/** The quote leaves nothing to buy once the fees are paid. */
export class AmountTooSmallError extends Error {
  override readonly name = 'AmountTooSmallError'
}

/** `12345n` → `'123.45'`. */
export function formatCents(cents: bigint): string {
  const whole = cents / 100n
  const rest = (cents % 100n).toString().padStart(2, '0')
  return `${whole}.${rest}`
}

/** `'123.4'` → `12340n`; the string is a checked decimal of at most two decimals. */
export function parseCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

const toScaled = (value: number) => BigInt(Math.round(value * Number(priceScale)))

/**
 * What a payment of `totalCents` buys: the provider's fee (`feeBps` of the total, rounded to
 * the nearest cent), the network fee (gas × gas price, in the payment currency, rounded up to a
 * cent), and with what remains the token at its price, rounded down to
 * {@link purchaseAmountDecimals} decimals. The figures add up: subtotal + fees = total.
 *
 * @throws {AmountTooSmallError} when the fees take the whole payment.
 * @example
 * onrampQuoteFigures({ totalCents: 30_000n, paymentCurrency: 'USD', paymentCurrencyUsd: 1,
 *   purchaseCurrency: 'ETH', decimals: 18, tokenUsd: 3000, nativeUsd: 3000,
 *   gas: 21_000n, gasPriceWei: 1_000_000_000n }).purchaseAmount
 * // { amount: '0.098476', currency: 'ETH' }
 */
export function onrampQuoteFigures(input: OnrampQuoteInput): OnrampQuoteFigures {
  const { totalCents, paymentCurrency, decimals, gas, gasPriceWei } = input
  const feeBps = input.feeBps ?? onrampProviderFeeBps
  const providerFeeCents = (totalCents * feeBps + 5_000n) / 10_000n
  // wei × (fiat per coin, scaled) / 10^decimals-of-a-coin → fiat cents, rounded up.
  const nativeFiatScaled = toScaled(input.nativeUsd / input.paymentCurrencyUsd)
  const feeNumerator = gas * gasPriceWei * nativeFiatScaled * 100n
  const feeDenominator = 10n ** 18n * priceScale
  const networkFeeCents = (feeNumerator + feeDenominator - 1n) / feeDenominator
  const subtotalCents = totalCents - providerFeeCents - networkFeeCents
  if (subtotalCents <= 0n) {
    throw new AmountTooSmallError(
      `${formatCents(totalCents)} ${paymentCurrency} does not cover the fees (${formatCents(providerFeeCents + networkFeeCents)} ${paymentCurrency})`,
    )
  }
  const shown = Math.min(decimals, purchaseAmountDecimals)
  // cents × (USD per fiat unit) / 100 / (USD per token) → tokens, in 10^-shown units, floored.
  const subtotalUsdScaled = subtotalCents * toScaled(input.paymentCurrencyUsd)
  const tokenUsdScaled = toScaled(input.tokenUsd)
  if (tokenUsdScaled <= 0n) throw new RangeError('the token has no price')
  const shownUnits = (subtotalUsdScaled * 10n ** BigInt(shown)) / (tokenUsdScaled * 100n)
  if (shownUnits === 0n) {
    throw new AmountTooSmallError(
      `${formatCents(totalCents)} ${paymentCurrency} buys less than the smallest amount of ${input.purchaseCurrency}`,
    )
  }
  const money = (cents: bigint) => ({ amount: formatCents(cents), currency: paymentCurrency })
  return {
    paymentTotal: money(totalCents),
    paymentSubtotal: money(subtotalCents),
    providerFee: money(providerFeeCents),
    networkFee: money(networkFeeCents),
    purchaseAmount: {
      amount: formatUnits(shownUnits, shown),
      currency: input.purchaseCurrency,
    },
    purchaseBaseUnits: shownUnits * 10n ** BigInt(decimals - shown),
  }
}
