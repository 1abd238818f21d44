import { describe, expect, it, vi } from 'vitest'
import type { Balance } from '../adapters/chainAdapter.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { polkadot } from '../networks/otherNetworks.js'
import { readAdapterBalance } from './adapterBalance.js'

describe('readAdapterBalance', () => {
  it("default: the native balance from the namespace's adapter, as a token balance without a price", async () => {
    const adapter = testAdapter()
    vi.mocked(adapter.getBalance).mockResolvedValueOnce({
      value: 1_500_000_000_000_000_000n,
      decimals: 18,
      symbol: 'ETH',
    })
    const balance = await readAdapterBalance({
      adapters: [adapter],
      networks: [mainnet, optimism],
      address: '0xabc',
      chainId: 'eip155:10',
    })
    expect(adapter.getBalance).toHaveBeenCalledWith({ address: '0xabc', network: optimism })
    expect(balance).toEqual({
      name: optimism.nativeCurrency.name,
      symbol: 'ETH',
      chainId: 'eip155:10',
      quantity: { decimals: '18', numeric: '1.5' },
      iconUrl: '',
    })
  })

  it('behavior: where the chain holds part back, its parts in tokens', async () => {
    const adapter = {
      ...testAdapter('polkadot', polkadot.caipNetworkId),
      getBalance: async (): Promise<Balance> => ({
        value: 25_000_000_000n,
        decimals: 10,
        symbol: 'DOT',
        breakdown: { free: 30_000_000_000n, reserved: 5_000_000_000n },
      }),
    }
    const balance = await readAdapterBalance({
      adapters: [adapter],
      networks: [polkadot],
      address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      chainId: polkadot.caipNetworkId,
    })
    expect(balance).toMatchObject({
      quantity: { decimals: '10', numeric: '2.5' },
      breakdown: { free: '3', reserved: '0.5' },
    })
  })

  it('behavior: nothing for a network the site does not list, or without its adapter', async () => {
    const adapter = testAdapter()
    await expect(
      readAdapterBalance({
        adapters: [adapter],
        networks: [mainnet],
        address: '0xabc',
        chainId: 'eip155:10',
      }),
    ).resolves.toBeUndefined()
    await expect(
      readAdapterBalance({
        adapters: [adapter],
        networks: [polkadot],
        address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
        chainId: polkadot.caipNetworkId,
      }),
    ).resolves.toBeUndefined()
    expect(adapter.getBalance).not.toHaveBeenCalled()
  })
})
