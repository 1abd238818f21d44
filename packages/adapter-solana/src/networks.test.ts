import { getNetwork, getNetworksOfNamespace } from '@latch/core/networks'
import { describe, expect, it } from 'vitest'
import { solanaNetworkOf, solanaNetworks } from './networks.js'

describe('solanaNetworks', () => {
  it('default', () => {
    expect(solanaNetworks.map((network) => network.name)).toEqual([
      'Solana',
      'Solana Testnet',
      'Solana Devnet',
    ])
  })

  it("behavior: the same networks, in the same order, as core's catalogue of the namespace", () => {
    expect(solanaNetworks).toEqual(getNetworksOfNamespace('solana'))
  })
})

describe('solanaNetworkOf', () => {
  it("default: a cluster's id gives core's definition of it", () => {
    for (const network of solanaNetworks) {
      expect(solanaNetworkOf(network.caipNetworkId)).toBe(getNetwork(network.caipNetworkId))
    }
  })

  it('behavior: other networks are not Solana clusters', () => {
    expect(solanaNetworkOf('eip155:1')).toBeUndefined()
    expect(solanaNetworkOf('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBeUndefined()
  })
})
