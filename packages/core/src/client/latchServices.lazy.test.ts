import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAccountData } from '../actions/getAccountData.js'
import { getWalletRegistry } from '../actions/getWalletRegistry.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { startRoutedFixture } from '../testing/httpFixture.js'

// The service clients load with `import()` on the first use of a service: a page without
// services, or one that has not used them yet, does not carry their code (see the bench).
// Each test imports the client afresh, as a page is before it has loaded anything.
async function freshRealm() {
  vi.resetModules()
  const imported = vi.fn()
  vi.doMock('../services/serviceClients.js', async (importOriginal) => {
    const module = await importOriginal()
    imported()
    return module
  })
  const { createLatch } = await import('./createLatch.js')
  return { createLatch, imported }
}

afterEach(() => {
  vi.doUnmock('../services/serviceClients.js')
})

describe('createLatchServices', () => {
  it('default: without services, the clients’ code never loads, machines running or not', async () => {
    const { createLatch, imported } = await freshRealm()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter()],
      storage: memoryBackend(),
    })
    await latch.ready
    await latch.preload()
    latch.open()
    expect(getAccountData(latch)).toBeUndefined()
    expect(getWalletRegistry(latch)).toBeUndefined()
    expect(imported).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: with a config service, the clients load as the client is created', async () => {
    const fixture = await startRoutedFixture({
      '/appkit/v1/config': { body: { features: [{ id: 'email', isEnabled: false }] } },
      '/getAnalyticsConfig': { body: { isAnalyticsEnabled: false } },
    })
    const { createLatch, imported } = await freshRealm()
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { configUrl: fixture.url },
    })
    // The registry is offered at once; its client loads with the remote configuration.
    expect(getWalletRegistry(latch)).toBeDefined()
    await latch.ready
    expect(imported).toHaveBeenCalledTimes(1)
    expect(latch.getState().features.email).toBe(false)
    latch.destroy()
  })

  it('behavior: a blockchain service alone loads the clients on the first use of its data', async () => {
    const fixture = await startRoutedFixture({})
    const { createLatch, imported } = await freshRealm()
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await latch.ready
    const accountData = getAccountData(latch)
    expect(accountData).toBeDefined()
    expect(imported).not.toHaveBeenCalled()
    await accountData?.getNames('0x0000000000000000000000000000000000000001').catch(() => {})
    expect(imported).toHaveBeenCalledTimes(1)
    latch.destroy()
  })
})
