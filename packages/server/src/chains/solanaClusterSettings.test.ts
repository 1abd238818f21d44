import { solanaTestToken } from '@latch/testkit'
import { describe, expect, test } from 'vitest'
import { resolveChains } from './chainSettings.js'
import {
  isSolanaCluster,
  resolveSolanaClusters,
  solanaDevnetChainId,
  solanaDevnetTestToken,
} from './solanaClusterSettings.js'

const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const usdcMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

describe('resolveSolanaClusters', () => {
  test('default: the testkit cluster gets LTT; others no tokens; SOL from core', () => {
    const clusters = resolveSolanaClusters(
      { [solanaDevnetChainId]: 'http://127.0.0.1:8899', [mainnet]: 'https://rpc.example' },
      undefined,
    )
    expect(clusters).toEqual([
      {
        caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        rpcUrl: 'http://127.0.0.1:8899',
        native: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        tokens: [solanaDevnetTestToken],
      },
      {
        caipNetworkId: mainnet,
        rpcUrl: 'https://rpc.example',
        native: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        tokens: [],
      },
    ])
  })

  test('behavior: LTT is the token the testkit mints on its local cluster', () => {
    expect(solanaDevnetTestToken).toEqual({
      mint: solanaTestToken.mint,
      name: solanaTestToken.name,
      symbol: solanaTestToken.symbol,
      decimals: solanaTestToken.decimals,
    })
  })

  test('parameters: token lists by mint; a cluster core does not know still has SOL', () => {
    const [cluster] = resolveSolanaClusters(
      { 'solana:localcluster1': 'http://127.0.0.1:1' },
      {
        'solana:localcluster1': [{ mint: usdcMint, name: 'USD Coin', symbol: 'usdc', decimals: 6 }],
      },
    )
    expect(cluster?.native).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(cluster?.tokens).toEqual([
      { mint: usdcMint, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
    ])
  })

  test('behavior: bad entries name the setting', () => {
    const rpc = { [mainnet]: 'https://rpc.example' }
    expect(() =>
      resolveSolanaClusters(rpc, {
        [mainnet]: [
          {
            mint: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
            name: 'X',
            symbol: 'X',
            decimals: 6,
          },
        ],
      }),
    ).toThrow(`tokens.${mainnet}[0].mint: must be a base58 mint address`)
    expect(() => resolveSolanaClusters(rpc, { [solanaDevnetChainId]: [] })).toThrow(
      `tokens: chain "${solanaDevnetChainId}" has no RPC URL`,
    )
    expect(() => resolveSolanaClusters({ 'eip155:1': 'https://rpc.example' }, undefined)).toThrow(
      'chainRpc: "eip155:1" is not a solana cluster',
    )
  })
})

test('isSolanaCluster: tells the clusters from the eip155 chains', () => {
  const [cluster] = resolveSolanaClusters({ [mainnet]: 'https://rpc.example' }, undefined)
  const [chain] = resolveChains({ 'eip155:1': 'https://rpc.example' }, undefined)
  if (!cluster || !chain) throw new Error('both resolve')
  expect(isSolanaCluster(cluster)).toBe(true)
  expect(isSolanaCluster(chain)).toBe(false)
})
