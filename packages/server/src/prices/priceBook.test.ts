import { describe, expect, test } from 'vitest'
import { pricedAt, readPriceBook } from './priceBook.js'
import type { PriceSource } from './priceSource.js'

describe('readPriceBook', () => {
  test('default: each token and each chain’s native currency asked once, looked up in any case', async () => {
    const asked: string[] = []
    const source: PriceSource = {
      async usdPrice(chainId, token) {
        asked.push(`${chainId}:${token}`)
        if (token === 'native') return 3000
        if (token.toLowerCase().startsWith('0xab')) return 1
        return undefined
      },
    }
    const book = await readPriceBook(source, {
      chainIds: ['eip155:1'],
      tokens: [
        { chainId: 'eip155:1', address: '0xAB00000000000000000000000000000000000000' },
        { chainId: 'eip155:1', address: '0xab00000000000000000000000000000000000000' },
        { chainId: 'eip155:1', address: undefined },
        { chainId: 'eip155:1', address: '0xcd00000000000000000000000000000000000000' },
      ],
    })
    expect(asked).toHaveLength(3)
    expect(book.priceOf({ chainId: 'eip155:1', address: undefined })).toBe(3000)
    expect(
      book.priceOf({ chainId: 'eip155:1', address: '0xab00000000000000000000000000000000000000' }),
    ).toBe(1)
    expect(
      book.priceOf({ chainId: 'eip155:1', address: '0xcd00000000000000000000000000000000000000' }),
    ).toBeUndefined()
    expect(book.priceOf({ chainId: 'eip155:2', address: undefined })).toBeUndefined()
  })

  test('behavior: a price that cannot be read is left out, the others kept', async () => {
    const source: PriceSource = {
      async usdPrice(_chainId, token) {
        if (token === 'native') throw new Error('the node is down')
        return 2
      },
    }
    const book = await readPriceBook(source, {
      chainIds: ['eip155:1'],
      tokens: [{ chainId: 'eip155:1', address: '0xab00000000000000000000000000000000000000' }],
    })
    expect(book.priceOf({ chainId: 'eip155:1', address: undefined })).toBeUndefined()
    expect(
      book.priceOf({ chainId: 'eip155:1', address: '0xab00000000000000000000000000000000000000' }),
    ).toBe(2)
  })
})

describe('pricedAt', () => {
  test('default: price and value, or neither', () => {
    expect(pricedAt('2.5', 4)).toEqual({ price: 4, value: 10 })
    expect(pricedAt('2.5', undefined)).toEqual({})
  })
})
