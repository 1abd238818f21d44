/** SPEC.md §9's onramp defaults, as the options route answers them. */

/** The fiat currencies a visitor pays with. */
export const onrampPaymentCurrencies = Object.freeze(['USD', 'EUR'] as const)

export type OnrampPaymentCurrency = (typeof onrampPaymentCurrencies)[number]

/** What one payment may be, by payment method (fiat, two decimals). */
export const onrampPaymentMethodLimits = Object.freeze([
  Object.freeze({ id: 'card', min: '10.00', max: '7500.00' }),
  Object.freeze({ id: 'bank_account', min: '10.00', max: '25000.00' }),
])

/** The smallest and the largest payment of any method, in cents: what a quote accepts. */
export const onrampPaymentBoundsCents = Object.freeze({ min: 1_000n, max: 2_500_000n })

/** The provider's fee: 1.5 %, the middle of SPEC.md §9's 1–2 % range, in basis points. */
export const onrampProviderFeeBps = 150n

/**
 * USD for one EUR when nothing else is configured (`LATCH_ONRAMP_EUR_USD`): a fixed rate, as
 * the sandbox has no exchange-rate feed; a deployment sets today's.
 */
export const defaultEurUsdRate = 1.08

/** How long an order's quote holds: after this it can no longer be paid. */
export const onrampOrderTtlMs = 30 * 60_000
