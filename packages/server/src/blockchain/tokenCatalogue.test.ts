import { describe, expect, test } from 'vitest'
import { resolveChains } from '../chains/chainSettings.js'
import { resolveSolanaClusters } from '../chains/solanaClusterSettings.js'
import { createTokenCatalogue } from './tokenCatalogue.js'

const devnetCluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const lttMint = 'CYAB2z5ihTDXXLJAmnxDVj12XKfzL9xreQDYfH7q98pt'
const catalogue = createTokenCatalogue([
  ...resolveChains({ 'eip155:31337': 'http://127.0.0.1:8545' }, undefined),
  ...resolveSolanaClusters({ [devnetCluster]: 'http://127.0.0.1:8899' }, undefined),
])

describe('createTokenCatalogue', () => {
  test('default: both kinds of chain, their natives and their tokens', () => {
    expect(catalogue.chain('eip155:31337')?.caipNetworkId).toBe('eip155:31337')
    expect(catalogue.chain(devnetCluster)?.caipNetworkId).toBe(devnetCluster)
    expect(catalogue.chain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined()
    expect(catalogue.find(devnetCluster, 'native')).toEqual({
      chainId: devnetCluster,
      address: undefined,
      name: 'Solana',
      symbol: 'SOL',
      decimals: 9,
      icon: undefined,
    })
    expect(catalogue.find(devnetCluster, lttMint)).toEqual({
      chainId: devnetCluster,
      address: lttMint,
      name: 'Latch Test Token',
      symbol: 'LTT',
      decimals: 6,
      icon: undefined,
    })
  })

  test('behavior: eip155 addresses match in any case, Solana mints only exactly', () => {
    expect(
      catalogue.find('eip155:31337', '0x5fbdb2315678afecb367f032d93f642f64180aa3')?.symbol,
    ).toBe('LTT')
    expect(
      catalogue.find('eip155:31337', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')?.symbol,
    ).toBe('ETH')
    expect(catalogue.find(devnetCluster, lttMint.toLowerCase())).toBeUndefined()
    expect(catalogue.find('eip155:31337', lttMint)).toBeUndefined()
  })
})
