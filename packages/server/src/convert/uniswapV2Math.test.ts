import { describe, expect, test } from 'vitest'
import { amountOut, minimumOutOf, routeOutput } from './uniswapV2Math.js'

const eth = 10n ** 18n
const usd = 10n ** 6n
// The devnet's ETH/LUSD pool as it opens: 100 ETH against 300 000 LUSD.
const ethUsd = { reserveIn: 100n * eth, reserveOut: 300_000n * usd }

describe('amountOut', () => {
  test('default: the pair formula with the 0.3 % fee taken from the input', () => {
    // 997 × 300 000 / (100 × 1000 + 997) LUSD, rounded down.
    expect(amountOut(eth, ethUsd)).toBe(2_961_474_103n)
  })

  test('behavior: an empty pair or no input gives nothing', () => {
    expect(amountOut(eth, { reserveIn: 0n, reserveOut: 5n })).toBe(0n)
    expect(amountOut(0n, ethUsd)).toBe(0n)
    // Too little to buy one base unit.
    expect(amountOut(1n, ethUsd)).toBe(0n)
  })

  test('behavior: the output never reaches the reserve however large the input', () => {
    expect(amountOut(10n ** 40n, ethUsd)).toBeLessThan(ethUsd.reserveOut)
  })
})

describe('routeOutput', () => {
  test('default: one hop: the outputs, the fee in the input token, a small impact', () => {
    const { amounts, feeAmount, priceImpactPercent } = routeOutput(eth, [ethUsd])
    expect(amounts).toEqual([eth, 2_961_474_103n])
    expect(feeAmount).toBe(3n * 10n ** 15n)
    // 1 ETH in a 100 ETH pool moves the price by about 1 %.
    expect(priceImpactPercent).toBeCloseTo(0.9871, 3)
  })

  test('behavior: two hops chain the outputs and pay the fee twice', () => {
    const usdLtt = { reserveIn: 1_000_000n * usd, reserveOut: 500_000n * eth }
    const { amounts, feeAmount } = routeOutput(eth, [ethUsd, usdLtt])
    expect(amounts[1]).toBe(2_961_474_103n)
    expect(amounts[2]).toBe(amountOut(2_961_474_103n, usdLtt))
    // 1 − 0.997² of the input.
    expect(feeAmount).toBe(eth - (eth * 997n * 997n) / 1_000_000n)
  })

  test('behavior: a tiny trade has no impact, a large one a large one', () => {
    expect(routeOutput(10n ** 15n, [ethUsd]).priceImpactPercent).toBeLessThan(0.01)
    expect(routeOutput(100n * eth, [ethUsd]).priceImpactPercent).toBeCloseTo(49.92, 1)
  })
})

describe('minimumOutOf', () => {
  test('default: the slippage in percent taken off, rounded down', () => {
    expect(minimumOutOf(1000n, '1')).toBe(990n)
    expect(minimumOutOf(999n, '0.5')).toBe(994n)
    expect(minimumOutOf(1000n, '0')).toBe(1000n)
    expect(minimumOutOf(10n ** 18n, '0.0001')).toBe(10n ** 18n - 10n ** 12n)
  })
})
