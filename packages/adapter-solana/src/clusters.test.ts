import { solana, solanaDevnet, solanaTestnet } from '@latch/core/networks'
import { expect, it } from 'vitest'
import { caipNetworkIdOf, solanaClusters, walletChainOf } from './clusters.js'

it('default: the three clusters of SPEC.md §9 map to the wallet-standard chains', () => {
  expect(solanaClusters.map((cluster) => [cluster.caipNetworkId, cluster.walletChain])).toEqual([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:mainnet'],
    ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'solana:testnet'],
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:devnet'],
  ])
  for (const network of [solana, solanaTestnet, solanaDevnet]) {
    const walletChain = walletChainOf(network.caipNetworkId)
    expect(walletChain).toBeDefined()
    expect(caipNetworkIdOf(walletChain as string)).toBe(network.caipNetworkId)
  }
})

it('behavior: other chains have no counterpart', () => {
  expect(walletChainOf('eip155:1')).toBeUndefined()
  // The legacy mainnet id of the RPC service is not a cluster wallets sign for.
  expect(walletChainOf('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBeUndefined()
  expect(caipNetworkIdOf('solana:localnet')).toBeUndefined()
})
