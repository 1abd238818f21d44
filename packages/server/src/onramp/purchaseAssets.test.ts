import { describe, expect, test } from 'vitest'
import { devnetStablecoin, resolveChains } from '../chains/chainSettings.js'
import { isSandboxNetwork, purchaseAssets } from './purchaseAssets.js'

describe('purchaseAssets', () => {
  test('default: ETH, and LUSD on the testkit’s chains', () => {
    const chains = resolveChains({ 'eip155:31338': 'http://127.0.0.1:8546' }, undefined)
    expect(purchaseAssets(chains)).toEqual([
      {
        currency: 'ETH',
        name: 'Ether',
        network: 'eip155:31338',
        chainId: 31338,
        token: 'native',
        decimals: 18,
      },
      {
        currency: 'LUSD',
        name: 'Latch USD',
        network: 'eip155:31338',
        chainId: 31338,
        token: devnetStablecoin.address,
        decimals: 6,
      },
    ])
  })

  test('parameters: a listed USDC is the stablecoin; a chain of another coin sells none of it', () => {
    const usdc = '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238'
    const chains = resolveChains(
      { 'eip155:11155111': 'https://sepolia.example', 'eip155:137': 'https://polygon.example' },
      { 'eip155:11155111': [{ address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 }] },
    )
    expect(purchaseAssets(chains).map((asset) => `${asset.currency}@${asset.network}`)).toEqual([
      'ETH@eip155:11155111',
      'USDC@eip155:11155111',
    ])
  })
})

describe('isSandboxNetwork', () => {
  test('default: test chains and private ones, never a known mainnet', () => {
    expect(isSandboxNetwork('eip155:31337')).toBe(true)
    expect(isSandboxNetwork('eip155:31338')).toBe(true)
    expect(isSandboxNetwork('eip155:11155111')).toBe(true)
    expect(isSandboxNetwork('eip155:1')).toBe(false)
    expect(isSandboxNetwork('eip155:8453')).toBe(false)
  })
})
