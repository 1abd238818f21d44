import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import { testAdapter, testAuthAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { frameLifecycleActor } from '../testing/frameLifecycleActor.js'
import type { LatchConfig } from './latchConfig.js'

// The embedded wallet's code as a page loads it. This file runs without the test setup's
// preload (vitest.config.ts), and each test imports the loader afresh: a realm that has not
// loaded the embedded wallet's module yet.
async function freshRealm() {
  vi.resetModules()
  return import('./latchAuthLoader.js')
}

function parameters(config: LatchConfig) {
  return {
    config,
    storage: createStorage({ backend: memoryBackend() }),
    showAlert: vi.fn(),
    checkOrigin: async () => true,
    network: mainnet,
    // A client's machines run the frame's lifecycle; here, one of its own.
    frameLifecycle: async () => frameLifecycleActor({ showAlert: () => {}, reloadFrame: () => {} }),
  }
}

afterEach(() => {
  vi.doUnmock('./latchAuth.js')
})

describe('createLatchAuthLoader', () => {
  it('default: none without `auth`, or without an adapter that can take it', async () => {
    const { createLatchAuthLoader } = await freshRealm()
    const frame = createFakeSecureFrame()
    const adapter = testAuthAdapter()
    expect(
      createLatchAuthLoader(parameters({ networks: [mainnet], adapters: [adapter] })),
    ).toBeUndefined()
    expect(adapter.getConnectors()).toEqual([])
    expect(
      createLatchAuthLoader(
        parameters({ networks: [mainnet], adapters: [testAdapter()], auth: frame.config }),
      ),
    ).toBeUndefined()
  })

  it('default: the AUTH connector is listed at once, and the code loads right away, not the frame', async () => {
    const { createLatchAuthLoader } = await freshRealm()
    const frame = createFakeSecureFrame()
    const adapter = testAuthAdapter()
    const auth = createLatchAuthLoader(
      parameters({ networks: [mainnet], adapters: [adapter], auth: frame.config }),
    )
    expect(adapter.getConnectors()).toEqual([expect.objectContaining({ id: 'auth', type: 'AUTH' })])
    expect(auth?.loaded()).toBeUndefined()
    await eventually(() => expect(auth?.loaded()).toBeDefined())
    expect(auth?.loaded()?.namespaces).toEqual(['eip155'])
    await expect(auth?.load()).resolves.toBe(auth?.loaded())
    expect(frame.iframe()).toBeUndefined()
    auth?.destroy()
  })

  it('behavior: once a client has loaded the code, the next one has it at once', async () => {
    const { createLatchAuthLoader } = await freshRealm()
    const frame = createFakeSecureFrame()
    const config = { networks: [mainnet], adapters: [testAuthAdapter()], auth: frame.config }
    const first = createLatchAuthLoader(parameters(config))
    await first?.load()
    const second = createLatchAuthLoader(parameters({ ...config, adapters: [testAuthAdapter()] }))
    expect(second?.loaded()).toBeDefined()
    expect(second?.loaded()).not.toBe(first?.loaded())
    first?.destroy()
    second?.destroy()
  })

  it('behavior: the first request of an AUTH provider loads the code, then the frame', async () => {
    const { createLatchAuthLoader } = await freshRealm()
    const frame = createFakeSecureFrame()
    const adapter = testAuthAdapter()
    const auth = createLatchAuthLoader(
      parameters({ networks: [mainnet], adapters: [adapter], auth: frame.config }),
    )
    const provider = adapter.addAuthProvider.mock.calls[0]?.[0]
    await expect(provider?.request({ method: 'eth_chainId' })).resolves.toBeDefined()
    expect(frame.iframe()).toBeDefined()
    auth?.destroy()
  })

  it('behavior: a theme told before the code loads is the one the frame gets first', async () => {
    const { createLatchAuthLoader } = await freshRealm()
    const frame = createFakeSecureFrame()
    const themes: unknown[] = []
    frame.handle('APP_SYNC_THEME', (theme) => {
      themes.push(theme)
      return {}
    })
    const adapter = testAuthAdapter()
    const auth = createLatchAuthLoader(
      parameters({ networks: [mainnet], adapters: [adapter], auth: frame.config }),
    )
    auth?.syncTheme({ themeMode: 'light' })
    expect(auth?.loaded()).toBeUndefined()
    const session = await (await auth?.load())?.session()
    await session?.connector.connectEmail('ada@example.com')
    expect(themes).toEqual([{ themeMode: 'light' }])
    auth?.destroy()
  })

  it('behavior: a failed import rejects the call that needs it, and the next call tries again', async () => {
    const { createLatchAuthLoader } = await freshRealm()
    vi.doMock('./latchAuth.js', () => {
      throw new Error('chunk gone')
    })
    const frame = createFakeSecureFrame()
    const auth = createLatchAuthLoader(
      parameters({ networks: [mainnet], adapters: [testAuthAdapter()], auth: frame.config }),
    )
    await expect(auth?.load()).rejects.toMatchObject({
      code: 'RUNTIME_LOAD_FAILED',
      message: expect.stringMatching(/^Latch could not load its state machines: /),
    })
    vi.doUnmock('./latchAuth.js')
    const loaded = await auth?.load()
    expect(loaded).toBeDefined()
    expect(auth?.loaded()).toBe(loaded)
    auth?.destroy()
  })

  it('behavior: destroy removes the AUTH connectors, and a load after it fails', async () => {
    const { createLatchAuthLoader } = await freshRealm()
    const frame = createFakeSecureFrame()
    const adapter = testAuthAdapter()
    const auth = createLatchAuthLoader(
      parameters({ networks: [mainnet], adapters: [adapter], auth: frame.config }),
    )
    auth?.destroy()
    expect(adapter.getConnectors()).toEqual([])
    await expect(auth?.load()).rejects.toThrowError('This Latch client has been destroyed')
    expect(auth?.loaded()).toBeUndefined()
  })
})
