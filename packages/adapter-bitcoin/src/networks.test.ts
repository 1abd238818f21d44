import { describe, expect, it } from 'vitest'
import { bitcoinAccountIndexes } from './accountIndexes.js'
import { bitcoinNetworks } from './networks.js'

describe('bitcoinNetworks', () => {
  it('default', () => {
    expect(bitcoinNetworks.map((network) => [network.name, network.testnet])).toEqual([
      ['Bitcoin', false],
      ['Bitcoin Testnet', true],
    ])
  })

  it('behavior: payment and ordinal accounts use distinct indexes', () => {
    expect(bitcoinAccountIndexes).toEqual({ payment: 0, ordinal: 1 })
  })
})
