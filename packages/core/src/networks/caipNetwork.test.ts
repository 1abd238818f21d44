import { describe, expect, it } from 'vitest'
import { defineNetwork } from './caipNetwork.js'

describe('defineNetwork', () => {
  it('default: derives the CAIP-2 id from namespace and id', () => {
    const network = defineNetwork({
      id: 31337,
      name: 'Local',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
      assets: { imageId: 'ethereum' },
    })
    expect(network.caipNetworkId).toBe('eip155:31337')
    expect(network.name).toBe('Local')
  })
})
