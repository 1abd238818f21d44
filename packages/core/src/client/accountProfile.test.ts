import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { startRoutedFixture } from '../testing/httpFixture.js'
import { selectAccountProfile } from './accountProfile.js'
import { createLatch } from './createLatch.js'

const address = '0x00000000000000000000000000000000000000a1'
const avatar = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'

afterEach(() => {
  vi.useRealTimers()
})

describe('selectAccountProfile', () => {
  it('behavior: the registered name wins over the identity name', () => {
    expect(
      selectAccountProfile(address, ['ada.latch', 'old.latch'], { name: 'Ada', avatar }),
    ).toEqual({ address, name: 'ada.latch', avatar })
  })

  it('behavior: without a registered name, the identity name; without either, none', () => {
    expect(selectAccountProfile(address, [], { name: 'Ada', avatar: null })).toEqual({
      address,
      name: 'Ada',
      avatar: undefined,
    })
    expect(selectAccountProfile(address, [], undefined)).toEqual({
      address,
      name: undefined,
      avatar: undefined,
    })
  })

  it('bad input: an avatar that is not an https or data:image URL is dropped', () => {
    for (const unsafe of ['javascript:alert(1)', 'http://example.com/a.png', 'data:text/html,x']) {
      expect(selectAccountProfile(address, [], { name: null, avatar: unsafe }).avatar).toBe(
        undefined,
      )
    }
  })
})

/**
 * `assertion` once it passes, polled on real timers: with only `Date` faked, `eventually`
 * refuses and `vi.waitFor` would move the faked clock on each try.
 */
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

describe('state.accountProfile', () => {
  async function profileService() {
    return startRoutedFixture({
      [`/v1/profile/reverse/${address}`]: {
        body: [{ name: 'ada.latch', addresses: {}, attributes: { avatar } }],
      },
      [`/v1/identity/${address}`]: { body: { name: 'ada.latch', avatar } },
    })
  }
  const reads = (fixture: Awaited<ReturnType<typeof profileService>>) =>
    fixture.requests.filter((request) => request.url.pathname.endsWith(address)).length

  it('behavior: the connected account shows its name and avatar, read again after 5 minutes', async () => {
    // Only the clock is faked: the service answers over real sockets.
    vi.useFakeTimers({ toFake: ['Date'] })
    const fixture = await profileService()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', mainnet.caipNetworkId, { address })],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    expect(latch.getState().accountProfile).toBeUndefined()
    await connect(latch, { connectorId: 'test-wallet' })
    await polled(() =>
      expect(latch.getState().accountProfile).toEqual({ address, name: 'ada.latch', avatar }),
    )
    expect(reads(fixture)).toBe(2)

    // Gone with the account; back from the 5-minute caches without asking the service.
    await disconnect(latch)
    expect(latch.getState().accountProfile).toBeUndefined()
    vi.advanceTimersByTime(5 * 60_000 - 1)
    await connect(latch, { connectorId: 'test-wallet' })
    await polled(() => expect(latch.getState().accountProfile?.name).toBe('ada.latch'))
    expect(reads(fixture)).toBe(2)

    await disconnect(latch)
    vi.advanceTimersByTime(1)
    await connect(latch, { connectorId: 'test-wallet' })
    await polled(() => expect(reads(fixture)).toBe(4))
    await polled(() => expect(latch.getState().accountProfile?.avatar).toBe(avatar))
    latch.destroy()
  })

  it('edge: a failing service shows no name (the address stays); a namespace without names is not asked', async () => {
    const failing = await startRoutedFixture({})
    const latch = createLatch({
      networks: [mainnet, solana],
      adapters: [
        testAdapter('eip155', mainnet.caipNetworkId, { address }),
        testAdapter('solana', solana.caipNetworkId),
      ],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: failing.url },
    })
    await connect(latch, { connectorId: 'test-wallet', namespace: 'eip155' })
    await eventually(() =>
      expect(latch.getState().accountProfile).toEqual({
        address,
        name: undefined,
        avatar: undefined,
      }),
    )
    const asked = failing.requests.length
    await connect(latch, { connectorId: 'test-wallet', namespace: 'solana' })
    await eventually(() => expect(latch.getState().activeNamespace).toBe('solana'))
    expect(latch.getState().accountProfile).toBeUndefined()
    expect(failing.requests.length).toBe(asked)
    latch.destroy()
  })
})
