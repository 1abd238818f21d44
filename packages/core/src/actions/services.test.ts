import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { startRoutedFixture } from '../testing/httpFixture.js'
import { checkOrigin } from './checkOrigin.js'
import { getAccountData } from './getAccountData.js'
import { getWalletRegistry } from './getWalletRegistry.js'

// The actions that hand a page the services of SPEC.md §7: each is there only when its
// service is configured, and then answers from it.

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The services answering `routes` by path, closed after the test. */
const services = startRoutedFixture

/** The page the client runs in (Node has none). */
function pageAt(origin: string) {
  const url = new URL(origin)
  vi.stubGlobal('location', { origin, href: url.href, hostname: url.hostname })
}

const account = '0x1111111111111111111111111111111111111111'

describe('getAccountData', () => {
  it('default: undefined without a blockchain service', () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    expect(getAccountData(latch)).toBeUndefined()
    latch.destroy()
  })

  it("behavior: with one, an account's names come from its reverse lookup", async () => {
    const fixture = await services({
      [`/v1/profile/reverse/${account}`]: {
        body: [{ name: 'ada.latch', addresses: {}, attributes: {} }],
      },
    })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await expect(getAccountData(latch)?.getNames(account)).resolves.toEqual(['ada.latch'])
    latch.destroy()
  })
})

describe('getWalletRegistry', () => {
  it('default: without a config service there is no wallet registry', () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    expect(getWalletRegistry(latch)).toBeUndefined()
    latch.destroy()
  })

  it("behavior: with one, the registry lists the config service's wallets", async () => {
    const fixture = await services({
      '/appkit/v1/config': { body: { features: [] } },
      '/getWallets': { body: { count: 1, data: [{ id: 'rainbow', name: 'Rainbow' }] } },
    })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { configUrl: fixture.url },
    })
    const page = await getWalletRegistry(latch)?.page(1)
    expect(page).toMatchObject({ count: 1, wallets: [{ id: 'rainbow', name: 'Rainbow' }] })
    expect(fixture.requests.map(({ url }) => url.pathname)).toContain('/getWallets')
    latch.destroy()
  })
})

describe('checkOrigin', () => {
  it('default: without a config service, the default allowed ancestors decide (SPEC.md §5)', async () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    pageAt('http://localhost:5173')
    await expect(checkOrigin(latch)).resolves.toBe(true)
    expect(latch.getState().alert).toBeUndefined()
    pageAt('https://shop.example.com')
    await expect(checkOrigin(latch)).resolves.toBe(false)
    expect(latch.getState().alert?.shortMessage).toBe('Origin Not Allowed')
    latch.destroy()
  })

  it('behavior: an origin the project allows passes without an alert', async () => {
    const fixture = await services({
      '/appkit/v1/config': { body: { features: [] } },
      '/projects/v1/origins': { body: { allowedOrigins: ['https://*.example.com'] } },
    })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { configUrl: fixture.url },
    })
    await latch.ready
    pageAt('https://shop.example.com')
    await expect(checkOrigin(latch)).resolves.toBe(true)
    expect(latch.getState().alert).toBeUndefined()
    latch.destroy()
  })
})
