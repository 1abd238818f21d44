import { type Address, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import type { ChainClient } from '../chains/chainClient.js'
import { devnetStablecoin, devnetTestToken, resolveChains } from '../chains/chainSettings.js'
import { devnetDex } from '../convert/dexSettings.js'
import { createExchangePriceSource } from './exchangePriceSource.js'

const chains = resolveChains({ 'eip155:31337': 'http://127.0.0.1:8545' }, undefined)
const eth = 10n ** 18n
const usd = 10n ** 6n
const pairAddress = (a: Address, b: Address) =>
  `0x${[a, b].sort().join('').slice(2, 42)}`.toLowerCase() as Address

/**
 * A chain whose factory knows the pairs of `reserves` (keyed by the two tokens, in the order the
 * pair sorts them) and nothing else; `calls` counts the reads.
 */
function chainWith(reserves: Map<string, [bigint, bigint]>) {
  const calls = { count: 0, fail: false }
  const sorted = (a: Address, b: Address) => (a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a])
  const client = {
    async readContract({
      functionName,
      args,
      address,
    }: {
      functionName: string
      args?: Address[]
      address: Address
    }) {
      calls.count++
      if (calls.fail) throw new Error('the node is down')
      if (functionName === 'getPair') {
        const [a, b] = sorted(args?.[0] as Address, args?.[1] as Address) as [Address, Address]
        return reserves.has(`${a}:${b}`) ? pairAddress(a, b) : zeroAddress
      }
      for (const [key, [reserve0, reserve1]] of reserves) {
        const [a, b] = key.split(':') as [Address, Address]
        if (pairAddress(a, b) === address) return [reserve0, reserve1, 0]
      }
      throw new Error(`no pair at ${address}`)
    },
  } as unknown as ChainClient
  return { client, calls }
}

const pair = (
  a: Address,
  b: Address,
  reserveA: bigint,
  reserveB: bigint,
): [string, [bigint, bigint]] =>
  a.toLowerCase() < b.toLowerCase()
    ? [`${a}:${b}`, [reserveA, reserveB]]
    : [`${b}:${a}`, [reserveB, reserveA]]

describe('createExchangePriceSource', () => {
  test('default: LUSD is $1, ETH the WETH/LUSD mid price, LTT its LUSD pair; others none', async () => {
    const { client } = chainWith(
      new Map([
        pair(devnetDex.weth, devnetStablecoin.address, 100n * eth, 250_000n * usd),
        pair(devnetTestToken.address, devnetStablecoin.address, 1_000n * eth, 3_000n * usd),
      ]),
    )
    const source = createExchangePriceSource({
      chains,
      dexes: new Map([['eip155:31337', devnetDex]]),
      clients: new Map([['eip155:31337', client]]),
    })
    await expect(
      source.usdPrice('eip155:31337', devnetStablecoin.address.toLowerCase()),
    ).resolves.toBe(1)
    await expect(source.usdPrice('eip155:31337', 'native')).resolves.toBe(2500)
    await expect(source.usdPrice('eip155:31337', devnetTestToken.address)).resolves.toBe(3)
    // Not listed on the chain: its decimals are unknown, so no price.
    await expect(
      source.usdPrice('eip155:31337', '0x0000000000000000000000000000000000000001'),
    ).resolves.toBeUndefined()
    await expect(source.usdPrice('eip155:31338', 'native')).resolves.toBeUndefined()
    await expect(source.usdPrice('eip155:31337', 'not-an-address')).resolves.toBeUndefined()
  })

  test('behavior: a token without a LUSD pair is priced through WETH', async () => {
    const { client } = chainWith(
      new Map([
        pair(devnetDex.weth, devnetStablecoin.address, 10n * eth, 30_000n * usd),
        pair(devnetTestToken.address, devnetDex.weth, 1_500n * eth, 1n * eth),
      ]),
    )
    const source = createExchangePriceSource({
      chains,
      dexes: new Map([['eip155:31337', devnetDex]]),
      clients: new Map([['eip155:31337', client]]),
    })
    await expect(source.usdPrice('eip155:31337', devnetTestToken.address)).resolves.toBeCloseTo(
      2,
      10,
    )
  })

  test('behavior: an exchange without a stablecoin prices nothing', async () => {
    const { client, calls } = chainWith(new Map())
    const { usd: _usd, ...noStablecoin } = devnetDex
    const source = createExchangePriceSource({
      chains,
      dexes: new Map([['eip155:31337', noStablecoin]]),
      clients: new Map([['eip155:31337', client]]),
    })
    await expect(source.usdPrice('eip155:31337', 'native')).resolves.toBeUndefined()
    expect(calls.count).toBe(0)
  })

  test('behavior: a price is kept ttlMs, then read again; a failed read is not kept', async () => {
    const reserves = new Map([
      pair(devnetDex.weth, devnetStablecoin.address, 100n * eth, 300_000n * usd),
    ])
    const { client, calls } = chainWith(reserves)
    let now = 0
    const source = createExchangePriceSource({
      chains,
      dexes: new Map([['eip155:31337', devnetDex]]),
      clients: new Map([['eip155:31337', client]]),
      ttlMs: 2_000,
      now: () => now,
    })
    await expect(source.usdPrice('eip155:31337', 'native')).resolves.toBe(3000)
    reserves.set(
      [...reserves.keys()][0] as string,
      devnetDex.weth.toLowerCase() < devnetStablecoin.address.toLowerCase()
        ? [200n * eth, 300_000n * usd]
        : [300_000n * usd, 200n * eth],
    )
    now = 1_999
    await expect(source.usdPrice('eip155:31337', 'native')).resolves.toBe(3000)
    // Asked fresh (a balance with forceUpdate, after a swap): read now, and kept.
    await expect(source.usdPrice('eip155:31337', 'native', { fresh: true })).resolves.toBe(1500)
    await expect(source.usdPrice('eip155:31337', 'native')).resolves.toBe(1500)
    now = 2_000
    await expect(source.usdPrice('eip155:31337', 'native')).resolves.toBe(1500)
    now = 5_000
    calls.fail = true
    await expect(source.usdPrice('eip155:31337', 'native')).rejects.toThrow('down')
    calls.fail = false
    await expect(source.usdPrice('eip155:31337', 'native')).resolves.toBe(1500)
  })
})
