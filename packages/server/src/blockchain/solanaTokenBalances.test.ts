import { describe, expect, test, vi } from 'vitest'
import type { SolanaClient } from '../chains/solanaClient.js'
import { resolveSolanaClusters } from '../chains/solanaClusterSettings.js'
import { testPriceBook } from '../testing/testPriceBook.js'
import { readSolanaTokenBalances } from './solanaTokenBalances.js'
import { createTokenCatalogue } from './tokenCatalogue.js'

const devnetCluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const lttMint = 'CYAB2z5ihTDXXLJAmnxDVj12XKfzL9xreQDYfH7q98pt'
const usdcMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const owner = 'D4SVFi9tnNrt5oJmKu7L5ypNbDSZwMn3TdSxpsdeneaK'
const [cluster] = resolveSolanaClusters(
  { [devnetCluster]: 'http://127.0.0.1:8899' },
  {
    [devnetCluster]: [
      { mint: lttMint, name: 'Latch Test Token', symbol: 'LTT', decimals: 6 },
      {
        mint: usdcMint,
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        icon: 'https://img.example/usdc.svg',
      },
    ],
  },
)
if (!cluster) throw new Error('the cluster resolves')
const catalogue = createTokenCatalogue([cluster])

function clientHolding(lamports: bigint, tokens: Record<string, bigint>): SolanaClient {
  return {
    getBalance: vi.fn(async () => lamports),
    getTokenAmount: vi.fn(async (_owner: string, mint: string) => tokens[mint] ?? 0n),
    getSignaturesForAddress: vi.fn(async () => []),
    getTransaction: vi.fn(async () => null),
    getTokenAccountsByProgram: vi.fn(async () => []),
  }
}

const read = (client: SolanaClient) =>
  readSolanaTokenBalances({
    cluster,
    client,
    catalogue,
    prices: testPriceBook({
      [`${cluster.caipNetworkId}:native`]: 100,
      [`${cluster.caipNetworkId}:${lttMint}`]: 2,
    }),
    owner,
    base: 'https://latch.example',
    projectId: 'demo',
  })

describe('readSolanaTokenBalances', () => {
  test('default: SOL and the held SPL tokens, valued, in the eip155 shape', async () => {
    const client = clientHolding(1_250_000_000n, { [lttMint]: 3_500_000n })
    expect(await read(client)).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: devnetCluster,
        value: 125,
        price: 100,
        quantity: { decimals: '9', numeric: '1.25' },
        iconUrl: 'https://latch.example/public/getTokenImage/sol?projectId=demo',
      },
      {
        name: 'Latch Test Token',
        symbol: 'LTT',
        chainId: devnetCluster,
        address: `${devnetCluster}:${lttMint}`,
        value: 7,
        price: 2,
        quantity: { decimals: '6', numeric: '3.5' },
        iconUrl: 'https://latch.example/public/getTokenImage/ltt?projectId=demo',
      },
    ])
    expect(client.getBalance).toHaveBeenCalledWith(owner)
    expect(client.getTokenAmount).toHaveBeenCalledWith(owner, lttMint)
    expect(client.getTokenAmount).toHaveBeenCalledWith(owner, usdcMint)
  })

  test('behavior: SOL is listed at zero; tokens only when held; a token without a price has neither price nor value', async () => {
    const balances = await read(clientHolding(0n, { [usdcMint]: 1n }))
    expect(
      balances.map((balance) => [balance.symbol, balance.quantity.numeric, balance.value]),
    ).toEqual([
      ['SOL', '0', 0],
      ['USDC', '0.000001', undefined],
    ])
    expect(balances[1]).not.toHaveProperty('price')
    expect(balances[1]?.iconUrl).toBe('https://img.example/usdc.svg')
  })

  test('behavior: a failing read rejects', async () => {
    const client = clientHolding(1n, {})
    vi.mocked(client.getTokenAmount).mockRejectedValueOnce(new Error('down'))
    await expect(read(client)).rejects.toThrow('down')
  })
})
