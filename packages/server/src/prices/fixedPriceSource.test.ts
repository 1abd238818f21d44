import { describe, expect, test } from 'vitest'
import { createFixedPriceSource } from './fixedPriceSource.js'
import { firstPriceOf, type PriceSource } from './priceSource.js'

const symbols: Record<string, string> = {
  'eip155:1:native': 'ETH',
  'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 'USDC',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:native': 'SOL',
}
const symbolOf = (chainId: string, token: string) => symbols[`${chainId}:${token.toLowerCase()}`]

describe('createFixedPriceSource', () => {
  test('default: a symbol prices that token on every chain; an asset id wins over it', async () => {
    const source = createFixedPriceSource(
      { ETH: 3000, USDC: 1, 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 0.999 },
      symbolOf,
    )
    await expect(source.usdPrice('eip155:1', 'native')).resolves.toBe(3000)
    await expect(
      source.usdPrice('eip155:1', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
    ).resolves.toBe(0.999)
    // Not in the table, or not a token the server knows: no price (never 0).
    await expect(
      source.usdPrice('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'native'),
    ).resolves.toBeUndefined()
    await expect(
      source.usdPrice('eip155:1', '0x0000000000000000000000000000000000000001'),
    ).resolves.toBeUndefined()
  })
})

describe('firstPriceOf', () => {
  const fixed = (price: number | undefined, asked: string[]): PriceSource => ({
    async usdPrice(chainId) {
      asked.push(chainId)
      return price
    },
  })

  test('default: the first source with a price answers; the later ones are not asked', async () => {
    const asked: string[] = []
    const source = firstPriceOf([fixed(undefined, asked), fixed(2, asked), fixed(3, asked)])
    await expect(source.usdPrice('eip155:1', 'native')).resolves.toBe(2)
    expect(asked).toHaveLength(2)
  })

  test('behavior: no source has one: undefined', async () => {
    await expect(
      firstPriceOf([fixed(undefined, [])]).usdPrice('eip155:1', 'native'),
    ).resolves.toBeUndefined()
    await expect(firstPriceOf([]).usdPrice('eip155:1', 'native')).resolves.toBeUndefined()
  })
})
