import { describe, expect, it } from 'vitest'
import { evmNetworks } from './networks.js'

describe('evmNetworks', () => {
  it('default', () => {
    const ids = evmNetworks.map((network) => network.id)
    expect(ids).toContain(1)
    expect(ids).toContain(31337)
    expect(evmNetworks.every((network) => network.chainNamespace === 'eip155')).toBe(true)
  })
})
