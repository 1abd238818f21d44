import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccountData } from '../actions/getAccountData.js'
import { getNameSuggestions } from '../actions/getNameSuggestions.js'
import { getNfts } from '../actions/getNfts.js'
import { getWalletRegistry } from '../actions/getWalletRegistry.js'
import { setPreferredAccountType } from '../actions/setPreferredAccountType.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { type RecordedRequest, startRoutedFixture } from '../testing/httpFixture.js'
import { createLatch } from './createLatch.js'
import type { LatchConfig } from './latchConfig.js'

// SPEC.md §7 "Analytics" and §8 "Generic", through the client and the local analytics
// service as a test scripts it.

afterEach(() => {
  vi.useRealTimers()
})

const analyticsOn = {
  '/appkit/v1/config': { body: { features: [] } },
  '/getAnalyticsConfig': { body: { isAnalyticsEnabled: true } },
  '/e': { status: 202 },
  '/getWallets': { body: { data: [], count: 0 } },
  '/v1/account/eip155-address/history': { status: 404, body: { error: 'unknown account' } },
}

async function telemetryLatch(config: Partial<LatchConfig> = {}) {
  const fixture = await startRoutedFixture(analyticsOn)
  const latch = createLatch({
    networks: [mainnet],
    adapters: [testAdapter('eip155', mainnet.caipNetworkId)],
    storage: memoryBackend(),
    projectId: 'demo',
    services: { configUrl: fixture.url, analyticsUrl: fixture.url, blockchainUrl: fixture.url },
    ...config,
  })
  await latch.ready
  const posted = () =>
    fixture.requests
      .filter((request) => request.url.pathname === '/e')
      .map((request) => (request as RecordedRequest & { body: { props: Posted } }).body.props)
  return { latch, fixture, posted }
}

type Posted = { event: string; type?: string; properties: Record<string, unknown> }

describe('telemetry through the client', () => {
  it('behavior: the wallet search the visitor stops at is sent as SEARCH_WALLET; one typed past is not', async () => {
    const { latch, posted } = await telemetryLatch()
    const registry = getWalletRegistry(latch)
    const typedPast = new AbortController()
    const first = registry?.search('rai', typedPast.signal)
    typedPast.abort()
    await expect(first).rejects.toThrow()
    await registry?.search('rain')
    await eventually(() =>
      expect(posted()).toContainEqual(
        expect.objectContaining({ event: 'SEARCH_WALLET', properties: { search: 'rain' } }),
      ),
    )
    expect(posted().filter((props) => props.event === 'SEARCH_WALLET')).toHaveLength(1)
    latch.destroy()
  })

  it('behavior: a failed activity fetch is sent as ERROR_FETCH_TRANSACTIONS', async () => {
    const { latch, posted } = await telemetryLatch()
    await getAccountData(latch)?.getTransactions('eip155-address', 'eip155:1')
    await eventually(() =>
      expect(posted()).toContainEqual({
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { chainId: 'eip155:1', message: expect.any(String) },
      }),
    )
    latch.destroy()
  })

  it('behavior: choosing the account type is sent as SET_PREFERRED_ACCOUNT_TYPE', async () => {
    const { latch, posted } = await telemetryLatch()
    await connect(latch, { connectorId: 'test-wallet' })
    await setPreferredAccountType(latch, { namespace: 'eip155', type: 'smartAccount' })
    await eventually(() =>
      expect(posted()).toContainEqual(
        expect.objectContaining({
          event: 'SET_PREFERRED_ACCOUNT_TYPE',
          properties: { namespace: 'eip155', accountType: 'smartAccount' },
        }),
      ),
    )
    latch.destroy()
  })

  it('behavior: a failing action is posted as an error event and rethrown, at most 5 a rolling minute', async () => {
    // Only the clock is faked: the analytics service answers over real sockets.
    vi.useFakeTimers({ toFake: ['Date'] })
    const onEvent = vi.fn()
    const { latch, posted } = await telemetryLatch({ onEvent })
    const fail = () => connect(latch, { connectorId: 'test-wallet', namespace: 'solana' })
    const errors = () => onEvent.mock.calls.filter(([event]) => event.type === 'error')

    for (let attempt = 0; attempt < 6; attempt++) {
      await expect(fail()).rejects.toMatchObject({ name: 'InternalError' })
      vi.advanceTimersByTime(1000)
    }
    expect(errors()).toHaveLength(5)
    expect(errors()[0]?.[0]).toMatchObject({
      type: 'error',
      event: 'SDK_ERROR',
      properties: { name: 'InternalError', code: expect.any(String) },
    })
    // The first report leaves the window 60 s after it was sent.
    vi.advanceTimersByTime(60_000 - 6000)
    await expect(fail()).rejects.toMatchObject({ name: 'InternalError' })
    expect(errors()).toHaveLength(6)
    await polled(() =>
      expect(
        posted().filter((props) => props.type === 'error' && props.event === 'SDK_ERROR'),
      ).toHaveLength(6),
    )
    latch.destroy()
  })

  it('behavior: a failing NFT or name read is posted as an error event; a name search typed past is not', async () => {
    const onEvent = vi.fn()
    const { latch, posted } = await telemetryLatch({ onEvent })
    // The fixture has no NFT route: the service answers 404.
    await expect(
      getNfts(latch, {
        address: '0x0000000000000000000000000000000000000001',
        chainId: 'eip155:1',
      }),
    ).rejects.toMatchObject({ name: 'HttpError' })
    const typedPast = new AbortController()
    typedPast.abort()
    await expect(
      getNameSuggestions(latch, { name: 'ada', signal: typedPast.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    const errors = onEvent.mock.calls.filter(([event]) => event.type === 'error')
    expect(errors.map(([event]) => event.properties.name)).toEqual(['HttpError'])
    await eventually(() =>
      expect(posted()).toContainEqual(
        expect.objectContaining({
          type: 'error',
          event: 'SDK_ERROR',
          properties: expect.objectContaining({ name: 'HttpError' }),
        }),
      ),
    )
    latch.destroy()
  })

  it('behavior: with the analytics flag off, nothing is posted (the site still hears of it)', async () => {
    const onEvent = vi.fn()
    const { latch, posted } = await telemetryLatch({ onEvent, features: { analytics: false } })
    await expect(
      connect(latch, { connectorId: 'test-wallet', namespace: 'solana' }),
    ).rejects.toThrow()
    await getWalletRegistry(latch)?.search('rain')
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ event: 'SDK_ERROR' }))
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ event: 'SEARCH_WALLET' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(posted()).toEqual([])
    latch.destroy()
  })
})

/** `assertion` once it passes, polled on real timers (only `Date` is faked). */
async function polled(assertion: () => void, tries = 500) {
  for (let attempt = 1; ; attempt++) {
    try {
      return assertion()
    } catch (error) {
      if (attempt >= tries) throw error
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}
