import { describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { dismissAlert } from '../actions/dismissAlert.js'
import { getActors } from '../actions/getActors.js'
import { signIn } from '../actions/signIn.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import type { ChainAdapter } from '../adapters/chainAdapter.js'
import { testAdapter, testSiwx } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { cookieStorage } from '../storage/cookieStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { cookieJar } from '../testing/cookieJar.js'
import { eventually } from '../testing/eventually.js'
import { createLatch } from './createLatch.js'

describe('createLatch', () => {
  describe('config', () => {
    it('behavior: an empty network list is refused with the option named', () => {
      expect(() => createLatch({ networks: [] })).toThrowError(
        'Invalid Latch configuration: networks give at least one network',
      )
    })

    it('behavior: an adapter missing a method is refused with its path', () => {
      const broken = { ...testAdapter('eip155', 'eip155:1'), connect: 'nope' }
      expect(() =>
        createLatch({ networks: [mainnet], adapters: [broken as unknown as ChainAdapter] }),
      ).toThrowError('adapters.0.connect must be a function')
    })

    it('behavior: a WalletConnect connector without its set-up is refused with its path', () => {
      // `setUp` is how WalletConnect reaches the client: without it the site would get no
      // WalletConnect connector and no word of why.
      const connector = { createClient: async () => ({}) }
      expect(() =>
        createLatch({ networks: [mainnet], walletConnect: connector as never }),
      ).toThrowError('walletConnect.setUp must be a function')
    })

    it('behavior: two adapters for one namespace are refused', () => {
      const adapter = testAdapter('eip155', 'eip155:1')
      expect(() => createLatch({ networks: [mainnet], adapters: [adapter, adapter] })).toThrowError(
        'adapters has two adapters for eip155',
      )
    })

    it('behavior: legal pages that are not https (or loopback http) are refused', () => {
      expect(() =>
        createLatch({ networks: [mainnet], termsConditionsUrl: 'javascript:alert(1)' }),
      ).toThrowError('termsConditionsUrl must be an https (or loopback http) URL')
      expect(() =>
        createLatch({ networks: [mainnet], privacyPolicyUrl: 'http://example.com/privacy' }),
      ).toThrowError('privacyPolicyUrl must be an https (or loopback http) URL')
    })

    it('behavior: a custom wallet without an id is refused', () => {
      expect(() =>
        createLatch({ networks: [mainnet], customWallets: [{ id: '', name: 'Acme' }] }),
      ).toThrowError('customWallets.0.id must not be empty')
    })

    it('behavior: custom wallets reach the state, checked, in the order given', async () => {
      const latch = createLatch({
        networks: [mainnet],
        storage: memoryBackend(),
        customWallets: [
          { id: 'acme', name: 'Acme', webapp_link: 'https://app.acme.example' },
          { id: 'bad', name: 'Bad', webapp_link: 'javascript:alert(1)' },
        ],
      })
      await eventually(() => expect(latch.getState().customWallets).toHaveLength(2))
      expect(latch.getState().customWallets).toEqual([
        { id: 'acme', name: 'Acme', webapp_link: 'https://app.acme.example', installed: false },
        { id: 'bad', name: 'Bad', installed: false },
      ])
      latch.destroy()
    })

    it('behavior: siweConfig together with siwx is rejected', () => {
      expect(() =>
        createLatch({ networks: [mainnet], siwx: testSiwx(false).config, siweConfig: {} }),
      ).toThrowError('Cannot set both `siweConfig` and `siwx` options')
    })
  })

  it('behavior: inspect sees the system of machines: the root and each child by its system id', async () => {
    const seen = new Set<string>()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      storage: memoryBackend(),
      inspect: (event) => {
        const { id } = event.actorRef as { id?: string }
        if (event.type === '@xstate.event') seen.add(`${id} ${event.event.type}`)
      },
    })
    await latch.preload()
    latch.open()
    await connect(latch, { connectorId: 'injected' })
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'latch modal.open',
        'router router.reset',
        'modal modal.open',
        'connection.eip155 connection.connect',
        'network network.walletChanged',
      ]),
    )
    latch.destroy()
  })

  it('default: closed at Connect on the first configured network', () => {
    const latch = createLatch({ networks: [mainnet, optimism], storage: memoryBackend() })
    expect(latch.getState()).toMatchObject({
      open: false,
      view: 'Connect',
      activeNetwork: mainnet,
      activeNamespace: 'eip155',
      connection: undefined,
    })
    latch.destroy()
  })

  it('behavior: connect, reopen at Account, and a new visit reconnects', async () => {
    const storage = memoryBackend()
    const adapter = testAdapter('eip155', 'eip155:10')
    const onEvent = vi.fn()
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage,
      onEvent,
    })
    latch.open()
    expect(latch.getState().view).toBe('Connect')
    const connection = await connect(latch, { connectorId: 'test-wallet' })
    expect(connection.accounts[0]?.address).toBe('eip155-address')
    // The wallet's network becomes the active one.
    expect(latch.getState().activeNetwork).toBe(optimism)
    expect(onEvent).toHaveBeenCalledWith({
      event: 'CONNECT_SUCCESS',
      properties: { connectorId: 'test-wallet', namespace: 'eip155' },
    })
    latch.close()
    latch.open()
    expect(latch.getState().view).toBe('Account')
    latch.destroy()

    const nextVisit = createLatch({ networks: [mainnet, optimism], adapters: [adapter], storage })
    await eventually(() => expect(nextVisit.getState().connection).toBeDefined())
    expect(adapter.reconnect).toHaveBeenCalledWith({ connectorId: 'test-wallet' })
    expect(nextVisit.getState().activeNetwork).toBe(optimism)
    nextVisit.destroy()
  })

  it('behavior: a returning visitor is shown their account while it is restored, and on the server with cookies', async () => {
    const page = cookieJar()
    vi.stubGlobal('document', page)
    const backend = memoryBackend()
    const adapter = testAdapter('eip155', 'eip155:10')
    const config = { networks: [mainnet, optimism], adapters: [adapter] }
    const first = createLatch({ ...config, storage: cookieStorage({ backend }) })
    await connect(first, { connectorId: 'test-wallet' })
    first.destroy()
    // No cookie (or a client without cookie storage): the server renders no one.
    expect(first.getServerState().connections.eip155?.status).toBe('disconnected')
    expect(first.getServerState().activeNetwork).toBe(mainnet)

    let answer: (() => void) | undefined
    adapter.reconnect.mockImplementationOnce(
      async (...args) =>
        new Promise((resolve) => {
          answer = () => resolve(testAdapter('eip155', 'eip155:10').reconnect(...args))
        }),
    )
    const nextVisit = createLatch({ ...config, storage: cookieStorage({ backend }) })
    const restoring = {
      status: 'connecting',
      connection: { connectorId: 'test-wallet', accounts: [{ address: 'eip155-address' }] },
    }
    expect(nextVisit.getState().connections.eip155).toMatchObject(restoring)
    expect(nextVisit.getState().connection).toBeUndefined()
    // The server, given the request's cookies, renders the same: the account and network.
    const server = createLatch({ ...config, storage: memoryBackend() })
    const rendered = server.getServerState(page.cookie)
    expect(rendered.connections.eip155).toMatchObject(restoring)
    expect(rendered.activeNetwork).toBe(optimism)
    expect(server.getServerState(page.cookie)).toBe(rendered)
    // Once the machines run, still the saved account until the wallet answers.
    await eventually(() => expect(adapter.reconnect).toHaveBeenCalledTimes(1))
    expect(nextVisit.getState().connections.eip155).toMatchObject(restoring)
    answer?.()
    await eventually(() => expect(nextVisit.getState().connection).toBeDefined())
    expect(nextVisit.getState().connections.eip155?.status).toBe('connected')
    nextVisit.destroy()
    server.destroy()
    vi.unstubAllGlobals()
  })

  it('behavior: with reconnect disabled the saved connection is dropped', async () => {
    const storage = memoryBackend()
    const adapter = testAdapter('eip155', 'eip155:1')
    const first = createLatch({ networks: [mainnet], adapters: [adapter], storage })
    await connect(first, { connectorId: 'test-wallet' })
    first.destroy()
    const second = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage,
      enableReconnect: false,
    })
    expect(second.getState().connections.eip155?.status).toBe('disconnected')
    expect(adapter.reconnect).not.toHaveBeenCalled()
    expect(storage.getItem('@latch/eip155:connected_connector_id')).toBeNull()
    second.destroy()
  })

  it('behavior: opening for another namespace starts a network switch', () => {
    const latch = createLatch({
      networks: [mainnet, solana],
      adapters: [testAdapter('eip155', 'eip155:1'), testAdapter('solana', solana.caipNetworkId)],
      storage: memoryBackend(),
    })
    latch.open({ namespace: 'solana' })
    // SwitchNetwork shows the switch; no Solana wallet to ask, so it is done at once.
    expect(latch.getState()).toMatchObject({ open: true, view: 'Connect', activeNetwork: solana })
    latch.destroy()
  })

  it('behavior: an unknown network raises the Network Not Found alert until dismissed', async () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    await switchNetwork(latch, { network: optimism })
    expect(latch.getState().alert?.shortMessage).toBe('Network Not Found')
    dismissAlert(latch)
    expect(latch.getState().alert).toBeUndefined()
    latch.destroy()
  })

  it('behavior: required sign-in opens SIWXSignMessage, blocks closing, and signing closes', async () => {
    const { config, sessions } = testSiwx(true)
    const adapter = testAdapter('eip155', 'eip155:1')
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      siwx: config,
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    expect(latch.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    latch.close()
    expect(latch.getState()).toMatchObject({ open: true, shaking: true })
    await signIn(latch)
    expect(adapter.signMessage).toHaveBeenCalledWith({
      message: 'example.org wants you to sign in with eip155-address',
      address: 'eip155-address',
    })
    expect(sessions).toHaveLength(1)
    expect(latch.getState()).toMatchObject({ open: false, siwx: { status: 'signedIn' } })
    latch.destroy()
  })

  it('behavior: subscribe calls the listener only when the selection changes', () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    const listener = vi.fn()
    const unsubscribe = latch.subscribe((state) => state.open, listener)
    latch.open()
    getActors(latch).modal.send({ type: 'modal.setLoading', loading: true })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith(true, false)
    unsubscribe()
    latch.close()
    expect(listener).toHaveBeenCalledTimes(1)
    latch.destroy()
  })
})
