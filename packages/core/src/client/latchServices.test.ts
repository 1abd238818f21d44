import { describe, expect, it, vi } from 'vitest'
import { checkOrigin } from '../actions/checkOrigin.js'
import { getAccountData } from '../actions/getAccountData.js'
import { getWalletRegistry } from '../actions/getWalletRegistry.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { startRoutedFixture } from '../testing/httpFixture.js'
import { createLatch } from './createLatch.js'
import type { LatchConfig } from './latchConfig.js'

const services = startRoutedFixture

/** A client of the demo project on `endpoints`, with its storage in memory. */
function demoLatch(
  endpoints: NonNullable<LatchConfig['services']>,
  config: Pick<LatchConfig, 'networks' | 'adapters'> = { networks: [mainnet] },
) {
  return createLatch({
    ...config,
    storage: memoryBackend(),
    projectId: 'demo',
    services: endpoints,
  })
}

const features = {
  features: [
    { id: 'email', isEnabled: false },
    { id: 'socials', isEnabled: true, config: ['github'] },
    { id: 'activity', isEnabled: true },
  ],
}

describe('createLatch with services', () => {
  it('default: without services, local settings only and nothing is sent', async () => {
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      features: { email: false },
    })
    await latch.ready
    expect(latch.getState().features).toMatchObject({
      email: false,
      socials: expect.any(Array),
      activity: true,
    })
    expect(getAccountData(latch)).toBeUndefined()
    latch.destroy()
  })

  it('behavior: the remote configuration decides, and analytics go out when enabled', async () => {
    const fixture = await services({
      '/appkit/v1/config': { body: features },
      '/getAnalyticsConfig': { body: { isAnalyticsEnabled: true } },
      '/e': { status: 202 },
    })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { configUrl: fixture.url, analyticsUrl: fixture.url, blockchainUrl: fixture.url },
    })
    await latch.ready
    expect(latch.getState().features).toMatchObject({
      email: false,
      socials: ['github'],
      swaps: false,
    })
    expect(getAccountData(latch)).toBeDefined()
    latch.open()
    await eventually(() => expect(fixture.requests.some((r) => r.url.pathname === '/e')).toBe(true))
    const event = fixture.requests.find((r) => r.url.pathname === '/e')
    expect(event?.body).toMatchObject({ props: { event: 'MODAL_OPEN' } })
    expect(event?.url.searchParams.get('projectId')).toBe('demo')
    latch.destroy()
  })

  it('behavior: analytics stay silent when the service disables them', async () => {
    const fixture = await services({
      '/appkit/v1/config': { body: features },
      '/getAnalyticsConfig': { body: { isAnalyticsEnabled: false } },
      '/e': { status: 202 },
    })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { configUrl: fixture.url, analyticsUrl: fixture.url },
    })
    await latch.ready
    latch.open()
    latch.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fixture.requests.filter((r) => r.url.pathname === '/e')).toEqual([])
    latch.destroy()
  })

  it('behavior: a configuration that cannot be fetched falls back to local settings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fixture = await services({ '/appkit/v1/config': { status: 500 } })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { configUrl: fixture.url },
      features: { multiWallet: true },
    })
    await latch.ready
    expect(latch.getState().features).toMatchObject({ multiWallet: true, email: true })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    latch.destroy()
  })

  it('behavior: reach resolves on any answer of the config service, an error status too, and rejects with "Could not reach" when it is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fixture = await services({ '/appkit/v1/config': { status: 503 } })
    const latch = demoLatch({ configUrl: fixture.url })
    await latch.ready
    const { reach } = latch._internal.services
    await expect(reach?.()).resolves.toBeUndefined()
    await fixture.close()
    await expect(reach?.()).rejects.toMatchObject({
      code: 'NETWORK',
      message: expect.stringMatching(
        /^Could not reach http:\/\/127\.0\.0\.1:\d+\/appkit\/v1\/config/,
      ),
    })
    latch.destroy()
    const withoutConfig = demoLatch({ blockchainUrl: fixture.url })
    expect(withoutConfig._internal.services.reach).toBeUndefined()
    withoutConfig.destroy()
    warn.mockRestore()
  })

  it("behavior: with the blockchain service down, the account's native balance is read from its chain through the adapter", async () => {
    const fixture = await services({})
    await fixture.close()
    const adapter = testAdapter()
    vi.mocked(adapter.getBalance).mockResolvedValue({
      value: 2_000_000n,
      decimals: 6,
      symbol: 'ETH',
    })
    const latch = demoLatch(
      { blockchainUrl: fixture.url },
      { networks: [mainnet, optimism], adapters: [adapter] },
    )
    const balances = await getAccountData(latch)?.getTokenBalances('0xabc', 'eip155:1')
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '6', numeric: '2' } }),
    ])
    expect(adapter.getBalance).toHaveBeenCalledWith({ address: '0xabc', network: mainnet })
    latch.destroy()
  })

  it('behavior: services without a project id raise Project ID Not Configured', () => {
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      services: { configUrl: 'http://127.0.0.1:9' },
    })
    expect(latch.getState().alert?.shortMessage).toBe('Project ID Not Configured')
    latch.destroy()
  })

  it('behavior: the origin check allows listed and default origins, else alerts', async () => {
    const fixture = await services({
      '/appkit/v1/config': { body: features },
      '/projects/v1/origins': { body: { allowedOrigins: ['https://*.shop.example'] } },
    })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { configUrl: fixture.url },
    })
    // Node has no page: the default allowed ancestors do not cover an empty origin.
    await expect(checkOrigin(latch)).resolves.toBe(false)
    expect(latch.getState().alert?.shortMessage).toBe('Origin Not Allowed')
    latch.destroy()
  })

  it('behavior: a rate-limited origin check shows Rate Limited', async () => {
    const fixture = await services({ '/projects/v1/origins': { status: 429 } })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { configUrl: fixture.url },
    })
    await latch.ready.catch(() => {})
    await checkOrigin(latch)
    // The origin alert replaces it; the rate-limit one was shown first.
    expect(latch.getState().alert?.shortMessage).toBe('Origin Not Allowed')
    latch.destroy()
  })
})

describe('createLatch: the wallet registry through the config service', () => {
  it('behavior: the registry lists for the configured chains and marks the wallets found here', async () => {
    const fixture = await services({
      '/getWallets': {
        body: {
          count: 2,
          data: [
            { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' },
            { id: 'other', name: 'Other', rdns: 'com.other' },
          ],
        },
      },
    })
    const adapter = testAdapter('eip155', 'eip155:1', {
      connectors: [
        {
          id: 'io.metamask',
          name: 'MetaMask',
          type: 'ANNOUNCED',
          chain: 'eip155',
          info: { rdns: 'io.metamask' },
        },
      ],
    })
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { configUrl: fixture.url },
      featuredWalletIds: ['other', 'mm'],
      excludeWalletIds: ['bad'],
    })
    const page = await getWalletRegistry(latch)?.page(2)
    expect(page?.count).toBe(2)
    expect(page?.wallets.map(({ id, installed }) => [id, installed])).toEqual([
      ['mm', true],
      ['other', false],
    ])
    const featured = await getWalletRegistry(latch)?.featured()
    expect(featured?.map(({ id }) => id)).toEqual(['other', 'mm'])
    const recommended = await getWalletRegistry(latch)?.recommended()
    expect(recommended?.map(({ id }) => id)).toEqual(['other'])
    const queries = fixture.requests
      .filter((request) => request.url.pathname === '/getWallets')
      .map((request) => Object.fromEntries(request.url.searchParams))
    expect(queries[0]).toMatchObject({
      page: '2',
      entries: '40',
      exclude: 'bad',
      chains: 'eip155:1,eip155:10',
    })
    expect(queries[1]).toMatchObject({ page: '1', entries: '2', include: 'other,mm' })
    expect(queries[2]).toMatchObject({ entries: '5', exclude: 'bad,other,mm' })
    const found = await getWalletRegistry(latch)?.search('meta')
    expect(found?.wallets).toHaveLength(2)
    expect(fixture.requests.at(-1)?.url.searchParams.get('search')).toBe('meta')
    latch.destroy()
  })
})
