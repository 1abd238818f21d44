import { describe, expect, it } from 'vitest'
import { solanaNetworks } from './networks.js'

describe('solanaNetworks', () => {
  it('default', () => {
    expect(solanaNetworks.map((network) => network.name)).toEqual([
      'Solana',
      'Solana Testnet',
      'Solana Devnet',
    ])
  })
})
