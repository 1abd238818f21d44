import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkOrigin } from '../actions/checkOrigin.js'
import { connect } from '../actions/connect.js'
import { getAccountData } from '../actions/getAccountData.js'
import { getNameSuggestions } from '../actions/getNameSuggestions.js'
import { getWalletRegistry } from '../actions/getWalletRegistry.js'
import { registerName } from '../actions/registerName.js'
import { sendTokens } from '../actions/sendTokens.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import {
  type RecordedRequest,
  type ScriptedAnswer,
  startHttpFixture,
} from '../testing/httpFixture.js'
import { createLatch } from './createLatch.js'

let close: () => Promise<void> = async () => {}
afterEach(() => close())

type Routes = Record<string, ScriptedAnswer>

async function services(routes: Routes) {
  const fixture = await startHttpFixture(
    (request: RecordedRequest) =>
      routes[request.url.pathname] ?? { status: 404, body: { error: 'not found' } },
  )
  close = fixture.close
  return fixture
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
    await vi.waitFor(() => expect(fixture.requests.some((r) => r.url.pathname === '/e')).toBe(true))
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

const account = '0x1111111111111111111111111111111111111111'
const profile = { name: 'ada-lovelace.latch', addresses: {}, attributes: {} }

describe('createLatch: wallets, names and balances through the services', () => {
  it('default: without a config service there is no wallet registry', () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    expect(getWalletRegistry(latch)).toBeUndefined()
    latch.destroy()
  })

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

  it('behavior: a name is signed, posted, shown as registered and becomes the first name', async () => {
    const fixture = await services({
      '/v1/profile/account': { body: profile },
      [`/v1/profile/reverse/${account}`]: { body: [] },
    })
    const adapter = testAdapter('eip155', 'eip155:10', { address: account })
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    latch.open({ view: 'RegisterAccountName' })
    const statuses: string[] = []
    latch.subscribe(
      (state) => state.nameRegistration.status,
      (status) => statuses.push(status),
    )
    await registerName(latch, { name: 'Ada-Lovelace.latch' })
    expect(statuses).toEqual(['registering', 'registered'])
    expect(latch.getState().nameRegistration).toEqual({
      status: 'registered',
      name: 'Ada-Lovelace',
      error: undefined,
    })
    expect(latch.getState().history.map(({ view }) => view)).toEqual(['RegisterAccountNameSuccess'])
    const post = fixture.requests.find((request) => request.method === 'POST')
    const { message } = (post?.body ?? { message: '' }) as { message: string }
    expect(JSON.parse(message)).toMatchObject({ name: 'Ada-Lovelace', attributes: {} })
    expect(adapter.signMessage).toHaveBeenCalledWith({ message, address: account })
    expect(post?.body).toEqual({
      coin_type: 2147483658,
      address: account,
      message,
      signature: '0xsigned',
    })
    await vi.waitFor(async () =>
      expect(await getAccountData(latch)?.getNames(account)).toEqual(['Ada-Lovelace.latch']),
    )
    latch.destroy()
  })

  it('behavior: one registration at a time', async () => {
    const fixture = await services({ '/v1/profile/account': { body: profile, delayMs: 100 } })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1', { address: account })],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    const first = registerName(latch, { name: 'ada-lovelace' })
    await vi.waitFor(() => expect(latch.getState().nameRegistration.status).toBe('registering'))
    await expect(registerName(latch, { name: 'grace-hopper' })).rejects.toMatchObject({
      details: 'a registration is waiting for the wallet',
    })
    await first
    expect(latch.getState().nameRegistration).toMatchObject({
      status: 'registered',
      name: 'ada-lovelace',
    })
    latch.destroy()
  })

  it('behavior: a refused registration returns to RegisterAccountName with the error', async () => {
    const fixture = await services({ '/v1/profile/account': { status: 409 } })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1', { address: account })],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    latch.open({ view: 'RegisterAccount' })
    await expect(registerName(latch, { name: 'ada-lovelace' })).rejects.toThrowError(
      'Error registering name',
    )
    expect(latch.getState().nameRegistration).toMatchObject({
      status: 'failed',
      name: 'ada-lovelace',
      error: { message: 'Error registering name', cause: { status: 409 } },
    })
    expect(latch.getState().view).toBe('RegisterAccountName')
    latch.destroy()
  })

  it('behavior: an invalid name, or no blockchain service, is refused before any signature', async () => {
    const adapter = testAdapter('eip155', 'eip155:1', { address: account })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await expect(registerName(latch, { name: 'ada-lovelace' })).rejects.toThrowError(
      'Address or auth connector not found',
    )
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(registerName(latch, { name: 'abc' })).rejects.toThrowError(
      'Error registering name',
    )
    expect(latch.getState().nameRegistration).toMatchObject({ status: 'failed', name: 'abc' })
    const error = await registerName(latch, { name: 'ada-lovelace' }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      message: 'Error registering name',
      cause: { message: 'services.blockchainUrl is not provided' },
    })
    expect(adapter.signMessage).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: name suggestions are the free ones; a failure says so', async () => {
    const fixture = await services({
      '/v1/profile/suggestions/ada': {
        body: {
          suggestions: [
            { name: 'ada.latch', registered: true },
            { name: 'ada1.latch', registered: false },
          ],
        },
      },
    })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await expect(getNameSuggestions(latch, { name: 'ada' })).resolves.toEqual(['ada1.latch'])
    expect(fixture.requests[0]?.url.searchParams.get('zone')).toBe('latch')
    await expect(getNameSuggestions(latch, { name: 'bob' })).rejects.toThrowError(
      'Error fetching name suggestions',
    )
    const aborted = new AbortController()
    aborted.abort()
    await expect(
      getNameSuggestions(latch, { name: 'ada', signal: aborted.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    })
    latch.destroy()
  })

  it('behavior: after a send the balances of the account are fetched again', async () => {
    const fixture = await services({
      [`/v1/account/${account}/balance`]: { body: { balances: [] } },
    })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1', { address: account })],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await getAccountData(latch)?.getTokenBalances(account, 'eip155:1')
    await getAccountData(latch)?.getTokenBalances(account, 'eip155:1')
    const balanceRequests = () =>
      fixture.requests.filter((request) => request.url.pathname.endsWith('/balance')).length
    expect(balanceRequests()).toBe(1)
    await sendTokens(latch, { amount: '1', to: '0x2222222222222222222222222222222222222222' })
    await vi.waitFor(async () => {
      await getAccountData(latch)?.getTokenBalances(account, 'eip155:1')
      expect(balanceRequests()).toBe(2)
    })
    latch.destroy()
  })
})
