// The swap routes over a provider given from code: 0x's (its answers from the fixtures, through
// a fake fetch) on a chain nobody runs here; the local exchange's routes are in
// src/contract/convert.contract.test.ts.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChainClients } from '../chains/chainClient.js'
import { resolveChains } from '../chains/chainSettings.js'
import type { LatchServer } from '../createServer.js'
import type { PriceSource } from '../prices/priceSource.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'
import { createZeroExProvider } from './zeroExProvider.js'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/zeroEx/${name}.json`, import.meta.url), 'utf8'))

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const user = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const native = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
// Nobody answers this RPC: only the routes that need no chain read are asked.
const chainRpc = { 'eip155:1': 'http://127.0.0.1:9/' }
const tokens = { 'eip155:1': [{ address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 }] }
const answers: unknown[] = []

let server: LatchServer
beforeAll(async () => {
  const chains = resolveChains(chainRpc, tokens)
  const fetch: typeof globalThis.fetch = async () =>
    new Response(JSON.stringify(answers.shift()), { status: 200 })
  const prices: PriceSource = {
    usdPrice: async (chainId, token) =>
      chainId === 'eip155:1' && token.toLowerCase() === usdc.toLowerCase() ? 0.9998 : undefined,
  }
  server = await createTestServer({
    chainRpc,
    tokens,
    indexerPollMs: false,
    swapProvider: createZeroExProvider({
      apiKey: 'test-key',
      apiUrl: 'https://api.0x.test',
      chains,
      clients: createChainClients(chains),
      fetch,
    }),
    priceSource: prices,
  })
})
afterAll(() => server.close())

const request = async (path: string, init?: RequestInit) => {
  const response = await server.app.request(
    `${path}${path.includes('?') ? '&' : '?'}${sdkQuery()}`,
    init,
  )
  return { status: response.status, body: await response.json() }
}

describe('/v1/convert/* over a provider given from code', () => {
  test('default: the quote leaves out the price impact 0x does not give', async () => {
    answers.push(fixture('quote'))
    const query = new URLSearchParams({
      amount: '1000000000000000000',
      userAddress: user,
      from: native,
      to: `eip155:1:${usdc}`,
    })
    const { status, body } = await request(`/v1/convert/quotes?${query}`)
    expect(status).toBe(200)
    expect(body.quotes).toEqual([
      {
        id: '0x:eip155:1:20850144',
        fromAmount: '1000000000000000000',
        fromAccount: native,
        toAmount: '2629001544',
        toAccount: `eip155:1:${usdc}`,
        route: [native, 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F', `eip155:1:${usdc}`],
        fee: { amount: '394350', token: `eip155:1:${usdc}` },
      },
    ])
  })

  test('behavior: the built swap is 0x’s transaction with its bound, and no deadline', async () => {
    answers.push(fixture('quote'))
    const { status, body } = await request('/v1/convert/build-transaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: '1000000000000000000',
        eip155: { slippage: '1' },
        from: native,
        to: `eip155:1:${usdc}`,
        userAddress: user,
      }),
    })
    expect(status).toBe(200)
    expect(body.tx).toEqual({
      from: user,
      to: 'eip155:1:0x7f6ceE965959295cC64d0E6c00d99d6532d8e86b',
      data: '0x2213bc0b0000000000000000000000007f6cee965959295cc64d0e6c00d99d6532d8e86b',
      amount: '1000000000000000000',
      eip155: { gas: '288079', gasPrice: '5309454530' },
      minimumOut: '2602711528',
    })
  })

  test('behavior: no liquidity at 0x is the contract’s insufficient_liquidity', async () => {
    answers.push(fixture('no-liquidity'))
    const query = new URLSearchParams({
      amount: '1',
      userAddress: user,
      from: native,
      to: `eip155:1:${usdc}`,
    })
    expect(await request(`/v1/convert/quotes?${query}`)).toEqual({
      status: 400,
      body: { error: { code: 'insufficient_liquidity', message: 'Insufficient liquidity' } },
    })
  })

  test('behavior: a price source given from code prices the fungibles; one it lacks has no price', async () => {
    const { body } = await request('/v1/fungible/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: [`eip155:1:${usdc}`, 'eip155:1:native'] }),
    })
    expect(
      body.fungibles.map((fungible: { symbol: string; price?: number }) => [
        fungible.symbol,
        fungible.price,
      ]),
    ).toEqual([
      ['USDC', 0.9998],
      ['ETH', undefined],
    ])
    expect(body.fungibles[1]).not.toHaveProperty('price')
  })
})
