import { describe, expect, it } from 'vitest'
import { cosmosNetworks } from './networks.js'

describe('cosmosNetworks', () => {
  it('default', () => {
    expect(cosmosNetworks.map((network) => network.caipNetworkId)).toEqual(['cosmos:cosmoshub-4'])
  })
})
