import { describe, expect, test } from 'vitest'
import type { ChainClient, ChainClients } from '../chains/chainClient.js'
import { resolveChains } from '../chains/chainSettings.js'
import { RequestError } from '../http/requestError.js'
import type { OnrampPrices } from './onrampPrices.js'
import { purchaseAssets } from './purchaseAssets.js'
import { createSandboxOnramp } from './sandboxOnramp.js'

const chains = resolveChains(
  { 'eip155:31337': 'http://127.0.0.1:9/', 'eip155:1': 'http://127.0.0.1:9/' },
  undefined,
)
const gwei = (getGasPrice: () => Promise<bigint>): ChainClients =>
  new Map([['eip155:31337', { getGasPrice } as unknown as ChainClient]])
const onGasPrice = gwei(async () => 1_000_000_000n)
const request = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD' as const,
  amount: '300.00',
  network: 'eip155:31337',
}

function sandbox(prices: OnrampPrices['usdPrice'], clients = onGasPrice) {
  return createSandboxOnramp({
    // Quotes store nothing.
    db: undefined as never,
    assets: purchaseAssets(chains.filter((chain) => chain.id === 31337)),
    clients,
    prices: { usdPrice: prices },
    eurUsdRate: 1.08,
  })
}

async function refusal(work: Promise<unknown>): Promise<RequestError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof RequestError)) throw new Error(`expected a RequestError, got ${error}`)
  return error
}

describe('createSandboxOnramp', () => {
  test('default: quotes at the source’s price and the chain’s gas price', async () => {
    const quote = await sandbox(async () => 2000).quote(request)
    // 21 000 gas × 1 gwei × 2000 = 0.042 → 0.05; 300 − 4.50 − 0.05 = 295.45; / 2000.
    expect(quote).toMatchObject({
      networkFee: { amount: '0.05', currency: 'USD' },
      paymentSubtotal: { amount: '295.45', currency: 'USD' },
      purchaseAmount: { amount: '0.147725', currency: 'ETH' },
    })
  })

  test('behavior: no price, or a failing source, is 503 naming what has none', async () => {
    const noEth = await refusal(sandbox(async () => undefined).quote(request))
    expect([noEth.status, noEth.code, noEth.message]).toEqual([
      503,
      'price_unavailable',
      'No price for ETH on eip155:31337: the onramp cannot quote it now',
    ])
    const noNative = await refusal(
      sandbox(async (_chain, token) => (token === 'native' ? undefined : 1)).quote({
        ...request,
        purchaseCurrency: 'LUSD',
      }),
    )
    expect(noNative.message).toBe(
      'No price for the native currency on eip155:31337: the onramp cannot quote it now',
    )
    const failing = await refusal(
      sandbox(async () => {
        throw new Error('feed down')
      }).quote(request),
    )
    expect([failing.status, failing.code]).toEqual([503, 'price_unavailable'])
  })

  test('behavior: a chain whose RPC fails is 502', async () => {
    const down = gwei(async () => {
      throw new Error('connection refused')
    })
    const error = await refusal(sandbox(async () => 3000, down).quote(request))
    expect([error.status, error.code]).toEqual([502, 'chain_unavailable'])
  })

  test('behavior: a network it does not sell on is 400 naming it', async () => {
    const error = await refusal(
      sandbox(async () => 3000).quote({ ...request, network: 'eip155:1' }),
    )
    expect([error.status, error.field]).toEqual([400, 'network'])
  })
})
