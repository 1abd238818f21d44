import { describe, expect, it, vi } from 'vitest'
import { testAdapter } from '../conformance/testDoubles.js'
import { arbitrum, mainnet, optimism } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { connect } from './connect.js'
import { getActors } from './getActors.js'
import { switchNetwork } from './switchNetwork.js'

// Actions called before the machines have loaded (this file runs without the test setup's
// preload, vitest.config.ts): they wait for them, then apply in the order they were called.
// The client is imported afresh in each test, into a module registry that never loaded them.
async function freshClient() {
  vi.resetModules()
  const { createLatch } = await import('../client/createLatch.js')
  const adapter = testAdapter('eip155', 'eip155:1')
  const latch = createLatch({
    networks: [mainnet, optimism, arbitrum],
    adapters: [adapter],
    storage: memoryBackend(),
  })
  return { latch, adapter }
}

describe('actions before the machines load', () => {
  it('behavior: getActors throws RUNTIME_NOT_LOADED until they run', async () => {
    const { latch } = await freshClient()
    expect(() => getActors(latch)).toThrowError(
      expect.objectContaining({
        code: 'RUNTIME_NOT_LOADED',
        message: 'Latch is still loading: await latch.preload() before using actors',
      }),
    )
    await latch.preload()
    expect(getActors(latch).network.getSnapshot().context.activeNetwork).toBe(mainnet)
    latch.destroy()
  })

  it('behavior: switchNetwork applies once they run', async () => {
    const { latch } = await freshClient()
    const switching = switchNetwork(latch, { network: optimism })
    expect(latch.getState().activeNetwork).toBe(mainnet)
    await expect(switching).resolves.toBeUndefined()
    expect(latch.getState().activeNetwork).toBe(optimism)
    latch.destroy()
  })

  it('behavior: two calls made before the load apply in the order they were made', async () => {
    const { latch } = await freshClient()
    const seen: unknown[] = []
    latch.subscribe(
      (state) => state.activeNetwork,
      (network) => seen.push(network),
    )
    const first = switchNetwork(latch, { network: arbitrum })
    const second = switchNetwork(latch, { network: optimism })
    await Promise.all([first, second])
    expect(seen).toEqual([arbitrum, optimism])
    latch.destroy()
  })

  it('behavior: connect resolves with the connection once they run', async () => {
    const { latch, adapter } = await freshClient()
    const connecting = connect(latch, { connectorId: 'test-wallet' })
    expect(adapter.connect).not.toHaveBeenCalled()
    await expect(connecting).resolves.toMatchObject({ connectorId: 'test-wallet' })
    expect(latch.getState().connections.eip155?.status).toBe('connected')
    latch.destroy()
  })
})
