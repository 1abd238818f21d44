import { describe, expect, it } from 'vitest'
import { polkadotNetworks } from './networks.js'

describe('polkadotNetworks', () => {
  it('default', () => {
    expect(polkadotNetworks.map((network) => network.nativeCurrency.symbol)).toEqual(['DOT'])
  })
})
