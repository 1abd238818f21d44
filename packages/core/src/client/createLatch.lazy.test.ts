import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cancelSocialLogin } from '../actions/cancelSocialLogin.js'
import { connect } from '../actions/connect.js'
import { getActors } from '../actions/getActors.js'
import { route } from '../actions/route.js'
import { startSocialLogin } from '../actions/startSocialLogin.js'
import { submitEmail } from '../actions/submitEmail.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { createFakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import { testAdapter, testAuthAdapter, testSiwx } from '../conformance/testDoubles.js'
import type { Connector } from '../connectors/connector.js'
import { arbitrum, mainnet } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually, realWorkTimeout } from '../testing/eventually.js'
import type { LatchConfig } from './latchConfig.js'

// The client before its machines have loaded. This file runs without the test setup's preload
// (vitest.config.ts), and each test imports the client afresh: a realm that never loaded the
// machines, as a page is before the first click.
async function freshRealm() {
  vi.resetModules()
  const { createLatch } = await import('./createLatch.js')
  const { preloadLatchRuntime } = await import('./loadLatchRuntime.js')
  return { createLatch, preloadLatchRuntime }
}

const stillLoading = 'Latch is still loading: await latch.preload() before using actors'
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
/** Lets the module loader run for `ms` of real time, whatever timers are faked. */
async function loaderTurns(ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) await new Promise((resolve) => setImmediate(resolve))
}

beforeEach(() => {
  vi.doUnmock('./latchRuntime.js')
  vi.doUnmock('./latchAuth.js')
})

describe('createLatch before the machines load', () => {
  it.each<[string, () => LatchConfig]>([
    [
      'two namespaces',
      () => ({
        networks: [mainnet, arbitrum, solana],
        adapters: [
          testAdapter('eip155', 'eip155:1', {
            connectors: [
              { id: 'io.metamask', name: 'MetaMask', type: 'INJECTED', chain: 'eip155' },
            ],
          }),
          testAdapter('solana', solana.caipNetworkId),
        ],
        storage: memoryBackend(),
      }),
    ],
    [
      'a stored network the site no longer lists',
      () => {
        const storage = memoryBackend()
        createStorage({ backend: storage }).set('activeCaipNetworkId', 'eip155:999')
        return { networks: [mainnet], adapters: [testAdapter()], storage }
      },
    ],
    [
      'embedded, basic, no adapters',
      () => ({ networks: [mainnet], embedded: true, basic: true, storage: memoryBackend() }),
    ],
  ])('default: the state equals the machines’ first state (%s)', async (_, config) => {
    const { createLatch, preloadLatchRuntime } = await freshRealm()
    const latch = createLatch(config())
    expect(() => getActors(latch)).toThrowError(stillLoading)
    const before = latch.getState()

    await preloadLatchRuntime()
    const running = createLatch(config())
    expect(before).toEqual(running.getState())
    await latch.preload()
    // Identical by value: the client keeps the very same object, and selectors see no change.
    expect(latch.getState()).toBe(before)
    latch.destroy()
    running.destroy()
  })

  it('behavior: nothing loads until a call needs the machines', async () => {
    const { createLatch } = await freshRealm()
    const adapter = testAdapter()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    // A wallet event about a connector needs a connection, and none exists yet.
    adapter.emit({ type: 'accountsChanged', connectorId: 'test-wallet', accounts: [] })
    await settle()
    expect(() => getActors(latch)).toThrowError(stillLoading)
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    latch.destroy()
  })

  it('behavior: a new list of wallets reaches listeners before the load', async () => {
    const { createLatch } = await freshRealm()
    const connectors: Connector[] = [
      { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' },
    ]
    const adapter = testAdapter('eip155', 'eip155:1', { connectors: [] })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    const listener = vi.fn()
    latch.subscribe((state) => state.connectors, listener)
    adapter.getConnectors.mockReturnValue(connectors)
    adapter.emit({ type: 'connectorsChanged', connectors })
    expect(listener).toHaveBeenCalledWith(connectors, [])
    expect(() => getActors(latch)).toThrowError(stillLoading)
    latch.destroy()
  })

  it('behavior: calls made before the load apply in order once the machines run', async () => {
    const { createLatch } = await freshRealm()
    const adapter = testAdapter()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    const opened = vi.fn()
    latch.subscribe((state) => state.open, opened)
    latch.open({ view: 'AllWallets' })
    latch.close()
    const connecting = connect(latch, { connectorId: 'test-wallet' })
    latch.open()
    // Shown at once by the opening rules (nothing is connected yet); the machines catch up.
    expect(latch.getState()).toMatchObject({ open: true, view: 'Connect' })
    expect(adapter.connect).not.toHaveBeenCalled()

    await expect(connecting).resolves.toMatchObject({ connectorId: 'test-wallet' })
    // The machines' own open, close and open apply while the last opening is still shown.
    expect(opened.mock.calls).toEqual([
      [true, false],
      [false, true],
      [true, false],
    ])
    // Opened after the connection: Account.
    expect(latch.getState()).toMatchObject({ open: true, view: 'Account' })
    expect(getActors(latch).modal.getSnapshot().matches('open')).toBe(true)
    latch.destroy()
  })

  it('behavior: open shows the modal at once, and the machines keep the very same view', async () => {
    const { createLatch } = await freshRealm()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter()],
      storage: memoryBackend(),
    })
    latch.open({ view: 'Swap', data: { amount: '1' } })
    const shown = latch.getState()
    expect(shown).toMatchObject({
      open: true,
      view: 'Swap',
      history: [{ view: 'Swap', data: { amount: '1' } }],
    })
    expect(() => getActors(latch)).toThrowError(stillLoading)

    await latch.preload()
    expect(getActors(latch).modal.getSnapshot().matches('open')).toBe(true)
    // The same entry: a UI keyed by it keeps the screen (and its focus) it rendered.
    expect(latch.getState().history[0]).toBe(shown.history[0])
    latch.destroy()
  })

  it('behavior: an opening shown before the machines run loads them once the page has painted it', async () => {
    const { createLatch } = await freshRealm()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    const imported = vi.fn()
    vi.doMock('./latchRuntime.js', async (importOriginal) => {
      imported()
      return importOriginal()
    })
    try {
      const latch = createLatch({
        networks: [mainnet],
        adapters: [testAdapter()],
        storage: memoryBackend(),
      })
      latch.open()
      expect(latch.getState()).toMatchObject({ open: true, view: 'Connect' })
      // Long enough (in real time) for an import started at once to have reached the module.
      await loaderTurns(200)
      expect(imported).not.toHaveBeenCalled()

      for (const frame of frames.splice(0)) frame(0)
      await vi.advanceTimersByTimeAsync(0)
      // A real dynamic import: on a loaded machine it may take longer than waitFor's 1 s.
      await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(1), {
        timeout: realWorkTimeout,
      })
      await vi.waitFor(
        () => expect(getActors(latch).modal.getSnapshot().matches('open')).toBe(true),
        { timeout: realWorkTimeout },
      )
      latch.destroy()
    } finally {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    }
  })

  it('behavior: an opening that switches namespace waits for the machines', async () => {
    const { createLatch } = await freshRealm()
    const latch = createLatch({
      networks: [mainnet, solana],
      adapters: [testAdapter(), testAdapter('solana', solana.caipNetworkId)],
      storage: memoryBackend(),
    })
    latch.open({ namespace: 'solana' })
    expect(latch.getState().open).toBe(false)
    await eventually(() => expect(latch.getState().open).toBe(true))
    latch.destroy()
  })

  it('behavior: close before the load hides the opening, and route applies in call order', async () => {
    const { createLatch } = await freshRealm()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter()],
      storage: memoryBackend(),
    })
    latch.open()
    latch.close()
    expect(latch.getState().open).toBe(false)
    latch.open()
    route(latch, { type: 'router.push', view: 'AllWallets' })
    expect(latch.getState()).toMatchObject({ open: true, view: 'Connect' })

    await latch.preload()
    expect(latch.getState()).toMatchObject({
      open: true,
      view: 'AllWallets',
      history: [{ view: 'Connect' }, { view: 'AllWallets' }],
    })
    // Once the machines run, a route applies at once.
    route(latch, { type: 'router.back' })
    expect(latch.getState().view).toBe('Connect')
    latch.destroy()
  })

  it('behavior: preload is idempotent, and later clients start their machines at once', async () => {
    const { createLatch } = await freshRealm()
    const config = () => ({ networks: [mainnet], storage: memoryBackend() })
    const latch = createLatch(config())
    await Promise.all([latch.preload(), latch.preload()])
    const actors = getActors(latch)
    expect(actors.modal.getSnapshot().matches('closed')).toBe(true)
    await latch.preload()
    // Still the machines of the first load: none was created twice.
    expect(getActors(latch)).toBe(actors)

    const next = createLatch(config())
    next.open()
    expect(next.getState()).toMatchObject({ open: true, view: 'ConnectingWalletConnectBasic' })
    expect(getActors(next)).not.toBe(actors)
    latch.destroy()
    next.destroy()
  })

  it('behavior: a returning visitor’s connection is restored on page load', async () => {
    const { createLatch } = await freshRealm()
    const storage = memoryBackend()
    createStorage({ backend: storage }).set('connectedConnectorId', 'test-wallet', 'eip155')
    const adapter = testAdapter()
    const latch = createLatch({ networks: [mainnet], adapters: [adapter], storage })
    expect(latch.getState().connections.eip155?.status).toBe('connecting')
    expect(adapter.reconnect).not.toHaveBeenCalled()
    await eventually(() => expect(latch.getState().connection?.connectorId).toBe('test-wallet'))
    expect(adapter.reconnect).toHaveBeenCalledWith({ connectorId: 'test-wallet' })
    latch.destroy()
  })

  it('behavior: without reconnect, a saved connection is forgotten on page load', async () => {
    const { createLatch } = await freshRealm()
    const storage = memoryBackend()
    createStorage({ backend: storage }).set('connectedConnectorId', 'test-wallet', 'eip155')
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter()],
      storage,
      enableReconnect: false,
    })
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    await eventually(() =>
      expect(storage.getItem('@latch/eip155:connected_connector_id')).toBeNull(),
    )
    latch.destroy()
  })

  it('behavior: an embedded modal loads the machines on page load', async () => {
    const { createLatch } = await freshRealm()
    const latch = createLatch({ networks: [mainnet], embedded: true, storage: memoryBackend() })
    expect(() => getActors(latch)).toThrowError(stillLoading)
    await eventually(() => expect(getActors(latch).modal).toBeDefined())
    latch.destroy()
  })

  it('behavior: configured sign-in loads the machines on page load', async () => {
    const { createLatch } = await freshRealm()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter()],
      siwx: testSiwx(false).config,
      storage: memoryBackend(),
    })
    expect(() => getActors(latch)).toThrowError(stillLoading)
    await eventually(() => expect(latch.getState().siwx.status).toBe('idle'))
    expect(getActors(latch).siwx).toBeDefined()
    latch.destroy()
  })

  it('behavior: code that fails to load rejects, raises an alert, and a retry loads it', async () => {
    const { createLatch } = await freshRealm()
    vi.doMock('./latchRuntime.js', () => {
      throw new Error('chunk gone')
    })
    const adapter = testAdapter()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    const failed = connect(latch, { connectorId: 'test-wallet' })
    await expect(failed).rejects.toThrowError(/^Latch could not load its state machines: /)
    await expect(failed).rejects.toMatchObject({
      code: 'RUNTIME_LOAD_FAILED',
      cause: expect.any(Error),
    })
    await expect(latch.preload()).rejects.toThrowError('Latch could not load its state machines')
    latch.open()
    await eventually(() =>
      expect(latch.getState().alert?.shortMessage).toBe('Network Error - Could not load Latch'),
    )
    expect(latch.getState().open).toBe(false)

    vi.doUnmock('./latchRuntime.js')
    latch.open()
    expect(latch.getState().open).toBe(true)
    // The machines run: the alert about their load is over, the modal still open.
    await eventually(() => expect(latch.getState().alert).toBeUndefined())
    expect(getActors(latch).modal.getSnapshot().matches('open')).toBe(true)
    await expect(connect(latch, { connectorId: 'test-wallet' })).resolves.toBeDefined()
    latch.destroy()
  })

  it('behavior: a failed load on page load raises the alert', async () => {
    const { createLatch } = await freshRealm()
    vi.doMock('./latchRuntime.js', () => {
      throw new Error('chunk gone')
    })
    const latch = createLatch({
      networks: [mainnet],
      siwx: testSiwx(false).config,
      storage: memoryBackend(),
    })
    await eventually(() => expect(latch.getState().alert?.code).toBe('RUNTIME_LOAD_FAILED'))
    latch.destroy()
  })

  it('behavior: a call made while the first state is announced waits behind earlier calls', async () => {
    const { createLatch } = await freshRealm()
    vi.doMock('./latchRuntime.js', () => {
      throw new Error('chunk gone')
    })
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    latch.open()
    await eventually(() => expect(latch.getState().alert).toBeDefined())
    vi.doUnmock('./latchRuntime.js')
    // Clearing the alert is the first thing listeners hear once the machines run.
    latch.subscribe(
      (state) => state.alert,
      () => latch.close(),
    )
    latch.open()
    await eventually(() => expect(latch.getState().alert).toBeUndefined())
    await settle()
    expect(latch.getState().open).toBe(false)
    latch.destroy()
  })

  it('behavior: calls waiting when the client is destroyed reject', async () => {
    const { createLatch } = await freshRealm()
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    const switching = switchNetwork(latch, { network: mainnet })
    latch.destroy()
    await expect(switching).rejects.toThrowError('This Latch client has been destroyed')
    latch.open()
    await settle()
    // A destroyed client raises nothing.
    expect(latch.getState().alert).toBeUndefined()
  })

  it('behavior: without auth, a login rejects and the embedded wallet’s code never loads', async () => {
    const { createLatch } = await freshRealm()
    const importedAuth = vi.fn()
    vi.doMock('./latchAuth.js', async (importOriginal) => {
      importedAuth()
      return importOriginal()
    })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAuthAdapter()],
      storage: memoryBackend(),
    })
    await expect(submitEmail(latch, { email: 'ada@example.com' })).rejects.toThrow(
      'No auth connector found',
    )
    await expect(startSocialLogin(latch, { provider: 'github' })).rejects.toThrow(
      'No auth connector found',
    )
    expect(importedAuth).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: with auth, the AUTH connector is listed at once and its code loads, not the machines; a social login opens its popup in the click', async () => {
    const { createLatch } = await freshRealm()
    const importedAuth = vi.fn()
    vi.doMock('./latchAuth.js', async (importOriginal) => {
      // Counted once imported, so that the wait below is for the code, not for its request
      // (a busy machine takes a while between the two).
      const module = await importOriginal()
      importedAuth()
      return module
    })
    const frame = createFakeSecureFrame()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAuthAdapter()],
      storage: memoryBackend(),
      auth: frame.config,
    })
    expect(latch.getState().connectors).toContainEqual(
      expect.objectContaining({ id: 'auth', type: 'AUTH' }),
    )
    expect(latch.getState().socialLogin.step).toBe('idle')
    await eventually(() => expect(importedAuth).toHaveBeenCalledTimes(1))
    await settle()
    expect(() => getActors(latch)).toThrowError(stillLoading)

    const started = startSocialLogin(latch, { provider: 'github' })
    expect(frame.popup()).toMatchObject({ closed: false })
    expect(frame.iframe()).toBeUndefined()
    await eventually(() => expect(latch.getState().socialLogin.step).not.toBe('idle'))
    cancelSocialLogin(latch)
    await expect(started).rejects.toThrow()
    latch.destroy()
  })

  it('behavior: the adapters find their wallets as the machines load, not before', async () => {
    const { createLatch } = await freshRealm()
    const adapter = { ...testAdapter(), preload: vi.fn(async () => {}) }
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await settle()
    expect(adapter.preload).not.toHaveBeenCalled()
    await latch.preload()
    expect(adapter.preload).toHaveBeenCalledTimes(1)
    await latch.preload()
    expect(adapter.preload).toHaveBeenCalledTimes(1)
    latch.destroy()
  })

  it('behavior: preloadDiscovery has the adapters find their wallets without the machines or their wallet code', async () => {
    const { createLatch } = await freshRealm()
    const onDemand = {
      ...testAdapter(),
      preload: vi.fn(async () => {}),
      preloadDiscovery: vi.fn(async () => {}),
    }
    // An adapter of its own making, without the method, is left alone.
    const other = testAdapter('solana', solana.caipNetworkId)
    const latch = createLatch({
      networks: [mainnet, solana],
      adapters: [onDemand, other],
      storage: memoryBackend(),
    })
    await latch._internal.preloadDiscovery()
    expect(onDemand.preloadDiscovery).toHaveBeenCalledTimes(1)
    expect(onDemand.preload).not.toHaveBeenCalled()
    await settle()
    expect(() => getActors(latch)).toThrowError(stillLoading)
    onDemand.preloadDiscovery.mockRejectedValueOnce(new Error('chunk failed'))
    await expect(latch._internal.preloadDiscovery()).rejects.toThrow('chunk failed')
    latch.destroy()
  })

  it('behavior: opening asks the adapters for their wallets in the next task, not after the paint the machines wait for', async () => {
    const { createLatch } = await freshRealm()
    const adapter = { ...testAdapter(), preload: vi.fn(async () => {}) }
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    // A page that paints: the machines' load waits for a frame, which this test never gives.
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    try {
      latch.open()
      // Not in the click's task: the modal's first frame does not wait for their requests.
      expect(adapter.preload).not.toHaveBeenCalled()
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(adapter.preload).toHaveBeenCalledTimes(1)
      expect(frames).toHaveLength(1)
      expect(() => getActors(latch)).toThrowError(stillLoading)
    } finally {
      vi.unstubAllGlobals()
      latch.destroy()
    }
  })
})
