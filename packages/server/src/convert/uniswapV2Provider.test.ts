// The route choice of the local exchange over a stand-in chain (which pairs exist is up to the
// test); the real pools, swaps and reverts are in src/contract/convert.contract.test.ts.
import { type Address, decodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import type { ChainClient } from '../chains/chainClient.js'
import { devnetStablecoin, devnetTestToken, resolveChains } from '../chains/chainSettings.js'
import { devnetDex } from './dexSettings.js'
import { InsufficientLiquidityError, SwapsUnsupportedError } from './swapErrors.js'
import { uniswapV2RouterAbi } from './uniswapV2Abi.js'
import { amountOut } from './uniswapV2Math.js'
import { createUniswapV2Provider } from './uniswapV2Provider.js'

const chains = resolveChains(
  { 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:1': 'https://rpc.example' },
  undefined,
)
const eth = 10n ** 18n
const usd = 10n ** 6n
const ltt = devnetTestToken.address
const lusd = devnetStablecoin.address
const weth = devnetDex.weth
const user: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Reserves = Map<string, { reserves: Record<Address, bigint> }>
const keyOf = (a: Address, b: Address) => [a.toLowerCase(), b.toLowerCase()].sort().join(':')

/** A chain whose factory knows the pairs given (their reserves by token) and nothing else. */
function chainWith(pairs: [Address, bigint, Address, bigint][]) {
  const byKey: Reserves = new Map(
    pairs.map(([a, reserveA, b, reserveB]) => [
      keyOf(a, b),
      { reserves: { [a]: reserveA, [b]: reserveB } },
    ]),
  )
  // One made-up address per pair, in the order given.
  const addressOf = (key: string) =>
    `0x${([...byKey.keys()].indexOf(key) + 1).toString(16).padStart(40, '0')}` as Address
  return {
    getBlockNumber: async () => 7n,
    getBlock: async () => ({ timestamp: 1_700_000_000n }),
    getGasPrice: async () => 1_000_000_000n,
    async readContract({
      functionName,
      args,
      address,
    }: {
      functionName: string
      args?: Address[]
      address: Address
    }) {
      if (functionName === 'getPair') {
        const key = keyOf(args?.[0] as Address, args?.[1] as Address)
        return byKey.has(key) ? addressOf(key) : zeroAddress
      }
      for (const [key, { reserves }] of byKey) {
        if (addressOf(key) !== address) continue
        const [token0, token1] = (Object.keys(reserves) as Address[]).sort((x, y) =>
          x.toLowerCase() < y.toLowerCase() ? -1 : 1,
        )
        return [reserves[token0 as Address], reserves[token1 as Address], 0]
      }
      throw new Error(`nothing at ${address}`)
    },
  } as unknown as ChainClient
}

const providerOn = (client: ChainClient) =>
  createUniswapV2Provider({
    chains,
    dexes: new Map([['eip155:31337', devnetDex]]),
    clients: new Map([
      ['eip155:31337', client],
      ['eip155:1', client],
    ]),
  })

const request = { chainId: 'eip155:31337', from: ltt, to: lusd, amount: 10n * eth, user } as const

describe('createUniswapV2Provider', () => {
  test('default: the direct pair when it gives more', async () => {
    const provider = providerOn(
      chainWith([
        [ltt, 100_000n * eth, lusd, 200_000n * usd],
        [ltt, 1_500n * eth, weth, 1n * eth],
        [weth, 100n * eth, lusd, 300_000n * usd],
      ]),
    )
    const quote = await provider.quote(request)
    expect(quote.route).toEqual([ltt, lusd])
    expect(quote.amountOut).toBe(
      amountOut(10n * eth, { reserveIn: 100_000n * eth, reserveOut: 200_000n * usd }),
    )
    expect(quote.id).toBe(`uniswap-v2:eip155:31337:7:${ltt}-${lusd}`)
  })

  test('behavior: through WETH when there is no direct pair, or when it gives more', async () => {
    const noDirect = providerOn(
      chainWith([
        [ltt, 1_500n * eth, weth, 1n * eth],
        [weth, 100n * eth, lusd, 300_000n * usd],
      ]),
    )
    const quote = await noDirect.quote(request)
    expect(quote.route).toEqual([ltt, weth, lusd])
    const throughWeth = amountOut(
      amountOut(10n * eth, { reserveIn: 1_500n * eth, reserveOut: eth }),
      {
        reserveIn: 100n * eth,
        reserveOut: 300_000n * usd,
      },
    )
    expect(quote.amountOut).toBe(throughWeth)
    // Two hops: the pools keep 1 − 0.997² of the input.
    expect(quote.fee).toEqual({
      amount: 10n * eth - (10n * eth * 997n * 997n) / 1_000_000n,
      token: ltt,
    })
    // A shallow direct pair loses to the deep route through WETH.
    const shallow = providerOn(
      chainWith([
        [ltt, 20n * eth, lusd, 40n * usd],
        [ltt, 1_500n * eth, weth, 1n * eth],
        [weth, 100n * eth, lusd, 300_000n * usd],
      ]),
    )
    expect((await shallow.quote(request)).route).toEqual([ltt, weth, lusd])
  })

  test('behavior: native ETH is WETH on chain, and the swap is the router’s ETH function', async () => {
    const provider = providerOn(chainWith([[weth, 100n * eth, lusd, 300_000n * usd]]))
    const quote = await provider.quote({ ...request, from: 'native', amount: eth })
    expect(quote.route).toEqual(['native', lusd])
    const built = await provider.buildSwap({
      ...request,
      from: lusd,
      to: 'native',
      amount: 3_000n * usd,
      slippagePercent: '0.5',
      estimateGas: false,
    })
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: built.data })
    const out = amountOut(3_000n * usd, { reserveIn: 300_000n * usd, reserveOut: 100n * eth })
    expect(call).toEqual({
      functionName: 'swapExactTokensForETH',
      args: [3_000n * usd, (out * 995n) / 1000n, [lusd, weth], user, 1_700_000_000n + 1_200n],
    })
    expect(built).toMatchObject({
      to: devnetDex.router,
      value: 0n,
      gas: 200_000n,
      minimumOut: (out * 995n) / 1000n,
    })
  })

  test('behavior: no pair either way, or an empty one, is insufficient liquidity', async () => {
    const none = providerOn(chainWith([[ltt, 1_500n * eth, weth, 1n * eth]]))
    await expect(none.quote(request)).rejects.toBeInstanceOf(InsufficientLiquidityError)
    const empty = providerOn(chainWith([[ltt, 0n, lusd, 0n]]))
    await expect(empty.quote(request)).rejects.toBeInstanceOf(InsufficientLiquidityError)
  })

  test('behavior: a chain without an exchange has gas prices but no swaps', async () => {
    const provider = providerOn(chainWith([]))
    expect(provider.supportsSwaps('eip155:1')).toBe(false)
    expect(provider.supportsGasPrice('eip155:1')).toBe(true)
    expect(provider.supportsGasPrice('eip155:10')).toBe(false)
    await expect(provider.tokens('eip155:1')).rejects.toBeInstanceOf(SwapsUnsupportedError)
  })
})
