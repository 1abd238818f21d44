import { createLatch, memoryBackend } from '@latch/core'
import { mainnet, solana } from '@latch/core/networks'
import { describe, expect, it, vi } from 'vitest'
import { testAdapter } from '../testing/testLatch.js'
import { pickWallet } from './pickWallet.js'
import { walletGroups } from './walletEntries.js'

describe('pickWallet', () => {
  it('behavior: a MULTI_CHAIN wallet connects every namespace it serves, the active one first', async () => {
    const evm = testAdapter('eip155', 'eip155:1', [
      { id: 'phantom-evm', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' },
    ])
    const sol = testAdapter('solana', solana.caipNetworkId, [
      { id: 'phantom-sol', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
    ])
    const latch = createLatch({
      networks: [mainnet, solana],
      adapters: [evm, sol],
      storage: memoryBackend(),
    })
    const [group] = walletGroups({
      connectors: latch.getState().connectors,
      recentWalletIds: [],
      featured: [],
      recommended: [],
    })
    const [entry] = group?.entries ?? []
    expect(group?.entries).toHaveLength(1)
    pickWallet(latch, entry as NonNullable<typeof entry>)
    await vi.waitFor(() => {
      expect(latch.getState().connections.eip155?.status).toBe('connected')
      expect(latch.getState().connections.solana?.status).toBe('connected')
    })
    expect(evm.connect).toHaveBeenCalledWith(
      expect.objectContaining({ connectorId: 'phantom-evm' }),
    )
    expect(sol.connect).toHaveBeenCalledWith(
      expect.objectContaining({ connectorId: 'phantom-sol' }),
    )
    expect(latch.getState().view).toBe('ConnectingExternal')
    latch.destroy()
  })
})
