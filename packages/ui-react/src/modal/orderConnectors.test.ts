import type { Connector } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { isInstalled, orderConnectors } from './orderConnectors.js'

const connector = (id: string, type: Connector['type']): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
})

describe('orderConnectors', () => {
  it('default: core’s connector-type order; the embedded wallet is not listed', () => {
    const groups = orderConnectors([
      connector('site', 'EXTERNAL'),
      connector('auth', 'AUTH'),
      connector('injected', 'INJECTED'),
      connector('wc', 'WALLET_CONNECT'),
      connector('announced', 'ANNOUNCED'),
    ])
    expect(groups.map(({ type, connectors }) => [type, connectors.map(({ id }) => id)])).toEqual([
      ['walletConnect', ['wc']],
      ['injected', ['injected', 'announced']],
      ['external', ['site']],
    ])
  })

  it('behavior: announced, injected and multi-chain wallets count as installed', () => {
    expect(isInstalled(connector('a', 'ANNOUNCED'))).toBe(true)
    expect(isInstalled(connector('b', 'MULTI_CHAIN'))).toBe(true)
    expect(isInstalled(connector('c', 'EXTERNAL'))).toBe(false)
  })
})
