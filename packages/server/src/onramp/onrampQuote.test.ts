import { describe, expect, test } from 'vitest'
import { AmountTooSmallError, formatCents, onrampQuoteFigures, parseCents } from './onrampQuote.js'

const ethAt3000 = {
  paymentCurrency: 'USD',
  paymentCurrencyUsd: 1,
  purchaseCurrency: 'ETH',
  decimals: 18,
  tokenUsd: 3000,
  nativeUsd: 3000,
  gas: 21_000n,
  gasPriceWei: 1_000_000_000n,
}

describe('onrampQuoteFigures', () => {
  test('default: 300 USD of ETH at 3000 pays 1.5 %, the gas in dollars, and buys the rest', () => {
    const figures = onrampQuoteFigures({ ...ethAt3000, totalCents: 30_000n })
    expect(figures).toEqual({
      paymentTotal: { amount: '300.00', currency: 'USD' },
      providerFee: { amount: '4.50', currency: 'USD' },
      // 21 000 gas × 1 gwei = 0.000021 ETH = 0.063 USD, rounded up to a cent.
      networkFee: { amount: '0.07', currency: 'USD' },
      paymentSubtotal: { amount: '295.43', currency: 'USD' },
      // 295.43 / 3000 = 0.0984766…, rounded down to 6 decimals.
      purchaseAmount: { amount: '0.098476', currency: 'ETH' },
      purchaseBaseUnits: 98_476_000_000_000_000n,
    })
  })

  test('behavior: the figures add up to the total', () => {
    for (const totalCents of [1_000n, 12_345n, 750_000n, 2_500_000n]) {
      const figures = onrampQuoteFigures({ ...ethAt3000, totalCents, gasPriceWei: 37_123_456_789n })
      const cents = (amount: string) => parseCents(amount)
      expect(
        cents(figures.paymentSubtotal.amount) +
          cents(figures.providerFee.amount) +
          cents(figures.networkFee.amount),
      ).toBe(totalCents)
    }
  })

  test('parameters: EUR converts at the rate, for the token and for the gas', () => {
    const figures = onrampQuoteFigures({
      ...ethAt3000,
      totalCents: 10_000n,
      paymentCurrency: 'EUR',
      paymentCurrencyUsd: 1.25,
      gasPriceWei: 100_000_000_000n,
    })
    // 21 000 × 100 gwei = 0.0021 ETH = 6.30 USD = 5.04 EUR.
    expect(figures.networkFee).toEqual({ amount: '5.04', currency: 'EUR' })
    expect(figures.providerFee).toEqual({ amount: '1.50', currency: 'EUR' })
    expect(figures.paymentSubtotal).toEqual({ amount: '93.46', currency: 'EUR' })
    // 93.46 EUR = 116.825 USD = 0.038941666… ETH.
    expect(figures.purchaseAmount).toEqual({ amount: '0.038941', currency: 'ETH' })
  })

  test('parameters: a 6-decimal stablecoin at 1 USD, its gas paid in ETH', () => {
    const figures = onrampQuoteFigures({
      ...ethAt3000,
      totalCents: 5_000n,
      purchaseCurrency: 'LUSD',
      decimals: 6,
      tokenUsd: 1,
      gas: 65_000n,
    })
    // 65 000 gas × 1 gwei × 3000 = 0.195 USD → 0.20.
    expect(figures.networkFee.amount).toBe('0.20')
    expect(figures.providerFee.amount).toBe('0.75')
    expect(figures.purchaseAmount).toEqual({ amount: '49.05', currency: 'LUSD' })
    expect(figures.purchaseBaseUnits).toBe(49_050_000n)
  })

  test('behavior: fees that take the whole payment are refused', () => {
    expect(() =>
      onrampQuoteFigures({ ...ethAt3000, totalCents: 1_000n, gasPriceWei: 10n ** 15n }),
    ).toThrow(AmountTooSmallError)
  })

  test('behavior: a gas price of 0 costs nothing', () => {
    expect(
      onrampQuoteFigures({ ...ethAt3000, totalCents: 1_000n, gasPriceWei: 0n }).networkFee.amount,
    ).toBe('0.00')
  })
})

describe('cents', () => {
  test('default: parse and format two decimals', () => {
    expect(parseCents('300')).toBe(30_000n)
    expect(parseCents('300.5')).toBe(30_050n)
    expect(parseCents('0.07')).toBe(7n)
    expect(formatCents(30_050n)).toBe('300.50')
    expect(formatCents(7n)).toBe('0.07')
  })
})
