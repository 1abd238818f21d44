import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { ChainClient } from '../chains/chainClient.js'
import { resolveChains } from '../chains/chainSettings.js'
import { InsufficientLiquidityError, SwapsUnsupportedError } from './swapErrors.js'
import { createZeroExProvider, zeroExAllowanceHolder } from './zeroExProvider.js'

// 0x's answers, written from its documented examples (fixtures/zeroEx/README.md).
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/zeroEx/${name}.json`, import.meta.url), 'utf8'))

const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const taker = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chains = resolveChains(
  { 'eip155:1': 'https://rpc.example', 'eip155:31337': 'http://127.0.0.1:8545' },
  {
    'eip155:1': [
      { address: weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
      { address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
    ],
  },
)
// Only read for allowances and gas prices, which these tests do not ask.
const clients = new Map(chains.map((chain) => [chain.caipNetworkId, {} as ChainClient]))

/** A provider whose fetch answers `answer` and records what it was asked. */
function providerAnswering(answer: { status?: number; body: unknown }) {
  const asked: { url: URL; headers: Headers }[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    asked.push({ url: new URL(String(input)), headers: new Headers(init?.headers) })
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  const provider = createZeroExProvider({
    apiKey: 'test-key',
    apiUrl: 'https://api.0x.test',
    chains,
    clients,
    fetch,
  })
  return { provider, asked }
}

const request = {
  chainId: 'eip155:1',
  from: weth,
  to: usdc,
  amount: 10n ** 18n,
  user: taker,
} as const

describe('createZeroExProvider', () => {
  test('default: a quote is /price, translated to ours (no price impact: 0x gives none)', async () => {
    const { provider, asked } = providerAnswering({ body: fixture('price') })
    const quote = await provider.quote(request)
    expect(quote).toEqual({
      id: '0x:eip155:1:20850142',
      amountIn: 10n ** 18n,
      amountOut: 2_629_142_387n,
      priceImpactPercent: undefined,
      route: [weth, usdc],
      fee: { amount: 394_371n, token: usdc },
    })
    const [call] = asked
    expect(call?.url.origin + (call?.url.pathname ?? '')).toBe(
      'https://api.0x.test/swap/allowance-holder/price',
    )
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      chainId: '1',
      sellToken: weth,
      buyToken: usdc,
      sellAmount: '1000000000000000000',
      taker,
    })
    expect(call?.headers.get('0x-api-key')).toBe('test-key')
    expect(call?.headers.get('0x-version')).toBe('v2')
  })

  test('behavior: a built swap is /quote with the slippage in basis points; 0x’s transaction as is', async () => {
    const { provider, asked } = providerAnswering({ body: fixture('quote') })
    const built = await provider.buildSwap({
      ...request,
      from: 'native',
      slippagePercent: '1',
      estimateGas: true,
    })
    expect(built).toEqual({
      to: '0x7f6ceE965959295cC64d0E6c00d99d6532d8e86b',
      data: '0x2213bc0b0000000000000000000000007f6cee965959295cc64d0e6c00d99d6532d8e86b',
      value: 10n ** 18n,
      gas: 288_079n,
      gasPrice: 5_309_454_530n,
      minimumOut: 2_602_711_528n,
      deadline: undefined,
    })
    const query = asked[0]?.url.searchParams
    expect(asked[0]?.url.pathname).toBe('/swap/allowance-holder/quote')
    expect(query?.get('slippageBps')).toBe('100')
    // The native currency as 0x writes it.
    expect(query?.get('sellToken')).toBe('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
  })

  test('behavior: a route through another token lists it between from and to', async () => {
    const { provider } = providerAnswering({ body: fixture('quote') })
    const quote = await provider.quote({ ...request, from: 'native' })
    expect(quote.route).toEqual(['native', dai, usdc])
  })

  test('behavior: no liquidity is InsufficientLiquidityError; a refused request an error naming the status', async () => {
    const none = providerAnswering({ body: fixture('no-liquidity') })
    await expect(none.provider.quote(request)).rejects.toBeInstanceOf(InsufficientLiquidityError)
    const refused = providerAnswering({ status: 400, body: fixture('invalid-input') })
    const error = await refused.provider.quote(request).catch((cause: unknown) => cause)
    expect(error).not.toBeInstanceOf(InsufficientLiquidityError)
    expect((error as Error).message).toMatch(/answered 400: .*INPUT_INVALID/)
  })

  test('behavior: an answer of another shape is refused, not half read', async () => {
    const { provider } = providerAnswering({
      body: { liquidityAvailable: true, buyAmount: 'lots' },
    })
    await expect(provider.quote(request)).rejects.toThrow()
  })

  test('behavior: chains 0x does not serve are unsupported; the tokens are the configured list', async () => {
    const { provider, asked } = providerAnswering({ body: fixture('price') })
    expect(provider.supportsSwaps('eip155:1')).toBe(true)
    expect(provider.supportsSwaps('eip155:31337')).toBe(false)
    expect(provider.supportsGasPrice('eip155:31337')).toBe(true)
    await expect(provider.quote({ ...request, chainId: 'eip155:31337' })).rejects.toBeInstanceOf(
      SwapsUnsupportedError,
    )
    expect(asked).toEqual([])
    expect((await provider.tokens('eip155:1')).map((token) => token.symbol)).toEqual([
      'ETH',
      'WETH',
      'USDC',
    ])
    expect(await provider.spender('eip155:1')).toBe(zeroExAllowanceHolder)
  })
})
