import { describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getActors } from '../actions/getActors.js'
import { route } from '../actions/route.js'
import { signIn } from '../actions/signIn.js'
import { testAdapter, testSiwx } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { entryOf } from '../testing/routerEntries.js'
import { createLatch } from './createLatch.js'

// Flows of the client that cross several machines: wallet requests, sign-in cancel, errors.

describe('createLatch flows', () => {
  it('behavior: a signing request opens ApproveTransaction, and success closes the modal', () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      storage: memoryBackend(),
    })
    getActors(latch).walletRequest.send({
      type: 'request.received',
      id: '1',
      method: 'personal_sign',
    })
    expect(latch.getState()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    expect(latch.getState().walletRequests.pending).toEqual([{ id: '1', method: 'personal_sign' }])
    getActors(latch).walletRequest.send({
      type: 'request.succeeded',
      id: '1',
      answer: 'signature',
    })
    expect(latch.getState().open).toBe(false)
    latch.destroy()
  })

  it('behavior: a request from a flow pushes ApproveTransaction and pops back on error', () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      storage: memoryBackend(),
    })
    latch.open({ view: 'Account' })
    getActors(latch).walletRequest.send({ type: 'stack.push' })
    getActors(latch).walletRequest.send({
      type: 'request.received',
      id: '1',
      method: 'eth_sendTransaction',
    })
    expect(latch.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
      'ApproveTransaction',
    ])
    getActors(latch).walletRequest.send({ type: 'request.failed', id: '1' })
    expect(latch.getState()).toMatchObject({ open: true, view: 'Account' })
    latch.destroy()
  })

  it('behavior: an unknown method opens the modal and shows "Action not allowed"', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    getActors(latch).walletRequest.send({ type: 'request.received', id: '9', method: 'eth_sign' })
    expect(latch.getState().open).toBe(true)
    expect(warn).toHaveBeenCalledWith('[latch] the wallet request "eth_sign" is not allowed')
    vi.advanceTimersByTime(300)
    expect(latch.getState().snackbar?.message).toBe('Action not allowed')
    latch.destroy()
    warn.mockRestore()
    vi.useRealTimers()
  })

  it('behavior: closing the modal rejects the waiting wallet requests', () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    getActors(latch).walletRequest.send({
      type: 'request.received',
      id: '1',
      method: 'personal_sign',
    })
    latch.close()
    expect(latch.getState().walletRequests.pending).toEqual([])
    latch.destroy()
  })

  it('behavior: without adapters the modal opens at ConnectingWalletConnectBasic', () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    latch.open()
    expect(latch.getState().view).toBe('ConnectingWalletConnectBasic')
    latch.destroy()
  })

  it('behavior: a wallet on an unconfigured chain shows UnsupportedChain', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:56')],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    expect(latch.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    expect(latch.getState().activeNetwork?.name).toBe('Unknown Network')
    latch.destroy()
  })

  it('behavior: cancelling an optional sign-in just closes the modal', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      siwx: testSiwx(false).config,
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
    getActors(latch).siwx?.send({ type: 'siwx.cancel' })
    await eventually(() => expect(latch.getState().open).toBe(false))
    expect(latch.getState().connection).toBeDefined()
    latch.destroy()
  })

  it('behavior: cancelling a required sign-in without a session disconnects', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      siwx: testSiwx(true).config,
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
    getActors(latch).siwx?.send({ type: 'siwx.cancel' })
    await eventually(() => expect(latch.getState().connection).toBeUndefined())
    latch.destroy()
  })

  it('behavior: cancelling a required sign-in on a new network switches back to the signed one', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      siwx: testSiwx(true).config,
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    await signIn(latch)
    getActors(latch).connections.eip155?.send({
      type: 'connection.networkChanged',
      network: 'eip155:10',
    })
    await eventually(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    getActors(latch).siwx?.send({ type: 'siwx.cancel' })
    await eventually(() => expect(adapter.switchNetwork).toHaveBeenCalledWith({ network: mainnet }))
    latch.destroy()
  })

  it('behavior: a failed sign-in start disconnects and resets to Connect', async () => {
    const config = {
      ...testSiwx(true).config,
      getSessions: async () => Promise.reject(new Error('down')),
    }
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      siwx: config,
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() => expect(latch.getState().connection).toBeUndefined())
    expect(latch.getState().snackbar?.message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(latch.getState().view).toBe('Connect')
    latch.destroy()
  })
})

describe('createLatch and wallet events', () => {
  it('behavior: account and network changes of the connected wallet reach the state', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.emit({
      type: 'accountsChanged',
      connectorId: 'test-wallet',
      accounts: [{ address: '0xnew', type: 'eoa', publicKey: 'ignored' }],
    })
    expect(latch.getState().connection?.accounts).toEqual([{ address: '0xnew', type: 'eoa' }])
    adapter.emit({ type: 'networkChanged', connectorId: 'test-wallet', caipNetworkId: 'eip155:10' })
    expect(latch.getState().activeNetwork).toBe(optimism)
    // Events about another connector are not this connection's.
    adapter.emit({ type: 'disconnected', connectorId: 'other-wallet' })
    expect(latch.getState().connection).toBeDefined()
    adapter.emit({ type: 'accountsChanged', connectorId: 'test-wallet', accounts: [] })
    expect(latch.getState().connection).toBeUndefined()
    latch.destroy()
  })

  it('behavior: a wallet that disconnects itself ends the connection', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.emit({ type: 'disconnected', connectorId: 'test-wallet' })
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    latch.destroy()
  })

  it('behavior: new connectors show in the state, and destroy stops listening', () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    const connector = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
    } as const
    const listener = vi.fn()
    latch.subscribe((state) => state.connectors, listener)
    adapter.getConnectors.mockReturnValue([connector])
    adapter.emit({ type: 'connectorsChanged', connectors: [connector] })
    expect(latch.getState().connectors).toEqual([connector])
    expect(listener).toHaveBeenCalledTimes(1)
    latch.destroy()
    adapter.emit({ type: 'connectorsChanged', connectors: [] })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('createLatch: a connection shows Account', () => {
  function setup(options: { siwx?: boolean; network?: string } = {}) {
    return createLatch({
      networks: [mainnet, optimism],
      adapters: [testAdapter('eip155', options.network ?? 'eip155:1')],
      storage: memoryBackend(),
      ...(options.siwx ? { siwx: testSiwx(true).config } : {}),
    })
  }

  it.each([
    'Connect',
    'AllWallets',
    'ConnectingExternal',
    'ConnectingWalletConnect',
    'ConnectingWalletConnectBasic',
  ] as const)('behavior: connecting from %s resets the router to Account', async (view) => {
    const latch = setup()
    latch.open()
    if (view !== 'Connect') route(latch, { type: 'router.push', ...entryOf(view) })
    await connect(latch, { connectorId: 'test-wallet' })
    expect(latch.getState().history).toEqual([{ view: 'Account' }])
    latch.destroy()
  })

  it('behavior: a required sign-in comes on top of Account', async () => {
    const latch = setup({ siwx: true })
    latch.open()
    getActors(latch).router.send({ type: 'router.push', view: 'AllWallets' })
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
    expect(latch.getState().history.map(({ view }) => view)).toEqual(['Account', 'SIWXSignMessage'])
    latch.destroy()
  })

  it('behavior: a wallet on an unconfigured network shows UnsupportedChain over Account', async () => {
    const latch = setup({ network: 'eip155:56' })
    latch.open()
    await connect(latch, { connectorId: 'test-wallet' })
    expect(latch.getState().history.map(({ view }) => view)).toEqual([
      'Account',
      'UnsupportedChain',
    ])
    latch.destroy()
  })

  it('behavior: a view that is not a connecting one, or a closed modal, is left alone', async () => {
    const latch = setup()
    latch.open()
    getActors(latch).router.send({ type: 'router.push', view: 'UpdateEmailWallet' })
    await connect(latch, { connectorId: 'test-wallet' })
    expect(latch.getState().view).toBe('UpdateEmailWallet')
    latch.destroy()

    const closed = setup()
    await connect(closed, { connectorId: 'test-wallet' })
    expect(closed.getState()).toMatchObject({ open: false, view: 'Connect' })
    closed.destroy()
  })

  it('behavior: a failed connect stays where it was', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    adapter.connect.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }))
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    latch.open()
    route(latch, {
      type: 'router.push',
      view: 'ConnectingExternal',
      data: { connectorId: 'test-wallet' },
    })
    await expect(connect(latch, { connectorId: 'test-wallet' })).rejects.toThrowError()
    expect(latch.getState().view).toBe('ConnectingExternal')
    latch.destroy()
  })
})

describe('createLatch: a reload', () => {
  it('behavior: a second client on the same storage reconnects the last connection', async () => {
    const storage = memoryBackend()
    const evm = testAdapter('eip155', 'eip155:1')
    const sol = testAdapter('solana', solana.caipNetworkId)
    const config = { networks: [mainnet, solana], adapters: [evm, sol], storage }
    const first = createLatch(config)
    await connect(first, { connectorId: 'phantom', namespace: 'solana' })
    expect(first.getState().activeNamespace).toBe('solana')
    first.destroy()

    const reloaded = createLatch(config)
    await eventually(() => expect(reloaded.getState().connections.solana?.status).toBe('connected'))
    expect(sol.reconnect).toHaveBeenCalledWith({ connectorId: 'phantom' })
    expect(evm.reconnect).not.toHaveBeenCalled()
    expect(reloaded.getState()).toMatchObject({
      activeNamespace: 'solana',
      activeNetwork: solana,
      connection: { connectorId: 'phantom', accounts: [{ address: 'solana-address' }] },
      recentWalletIds: ['phantom'],
    })
    reloaded.open()
    expect(reloaded.getState().view).toBe('Account')
    reloaded.destroy()
  })

  it('behavior: embedded, the modal shows Account while connected, restored or new, and Connect after', async () => {
    const storage = memoryBackend()
    const config = {
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      storage,
      embedded: true,
    }
    const first = createLatch(config)
    expect(first.getState().view).toBe('Connect')
    route(first, { type: 'router.push', ...entryOf('ConnectingExternal') })
    await connect(first, { connectorId: 'test-wallet' })
    expect(first.getState().view).toBe('Account')
    first.destroy()

    const reloaded = createLatch(config)
    await eventually(() => expect(reloaded.getState().view).toBe('Account'))
    await disconnect(reloaded)
    expect(reloaded.getState().view).toBe('Connect')
    reloaded.destroy()
  })

  it('behavior: sign-in, loaded after start-up, hears of the restored connection', async () => {
    const storage = memoryBackend()
    const { config: siwx } = testSiwx(true)
    const adapter = testAdapter('eip155', 'eip155:1')
    const config = { networks: [mainnet], adapters: [adapter], storage, siwx }
    const first = createLatch(config)
    await connect(first, { connectorId: 'test-wallet' })
    await eventually(() => expect(first.getState().siwx.status).toBe('awaitingSignature'))
    await signIn(first)
    first.destroy()

    const reloaded = createLatch(config)
    expect(getActors(reloaded).siwx).toBeUndefined()
    await eventually(() => expect(reloaded.getState().siwx.status).toBe('signedIn'))
    expect(reloaded.getState().connection).toBeDefined()
    expect(reloaded.getState().open).toBe(false)
    reloaded.destroy()
  })

  it('behavior: a client destroyed before sign-in loaded never starts it', async () => {
    const latch = createLatch({
      networks: [mainnet],
      siwx: testSiwx(false).config,
      storage: memoryBackend(),
    })
    latch.destroy()
    await expect(signIn(latch)).rejects.toThrowError('SIWX is not enabled')
    expect(getActors(latch).siwx).toBeUndefined()
  })

  it('behavior: a wallet that refuses the old session starts disconnected, quietly', async () => {
    const storage = memoryBackend()
    const adapter = testAdapter('eip155', 'eip155:1')
    const first = createLatch({ networks: [mainnet], adapters: [adapter], storage })
    await connect(first, { connectorId: 'test-wallet' })
    first.destroy()
    adapter.reconnect.mockRejectedValueOnce(new Error('session expired'))
    const reloaded = createLatch({ networks: [mainnet], adapters: [adapter], storage })
    expect(reloaded.getState().connections.eip155?.status).toBe('connecting')
    await eventually(() =>
      expect(reloaded.getState().connections.eip155?.status).toBe('disconnected'),
    )
    expect(reloaded.getState().connections.eip155?.error).toBeUndefined()
    reloaded.destroy()
  })
})

describe('createLatch: state', () => {
  it('default: not embedded, no recent wallets, nothing sent or registered', () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    expect(latch.getState()).toMatchObject({
      embedded: false,
      recentWalletIds: [],
      send: { status: 'idle', transfers: {}, amount: '', receiver: '' },
      nameRegistration: { status: 'idle' },
      siwx: { status: 'disabled', error: undefined, message: undefined },
    })
    expect(latch.getState().send.error).toBeUndefined()
    expect(latch.getState().nameRegistration.name).toBeUndefined()
    expect(latch.getState().nameRegistration.error).toBeUndefined()
    latch.destroy()
    const embedded = createLatch({ networks: [mainnet], storage: memoryBackend(), embedded: true })
    expect(embedded.getState().embedded).toBe(true)
    embedded.destroy()
  })

  it('behavior: the last two wallets connected, most recent first, named by their connector', async () => {
    const storage = memoryBackend()
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
    const latch = createLatch({ networks: [mainnet], adapters: [adapter], storage })
    for (const connectorId of ['io.metamask', 'b', 'c', 'b']) {
      await connect(latch, { connectorId })
      await disconnect(latch)
    }
    expect(latch.getState().recentWalletIds).toEqual(['b', 'c'])
    await connect(latch, { connectorId: 'io.metamask' })
    expect(latch.getState().recentWalletIds).toEqual(['io.metamask', 'b'])
    expect(JSON.parse(storage.getItem('@latch/recent_wallets') ?? '[]')[0]).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
    })
    latch.destroy()
  })

  it('behavior: the sign-in message shows once created', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      siwx: testSiwx(true).config,
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() =>
      expect(latch.getState().siwx.message).toBe(
        'example.org wants you to sign in with eip155-address',
      ),
    )
    expect(latch.getState().siwx.status).toBe('awaitingSignature')
    await signIn(latch)
    expect(latch.getState().siwx).toEqual({
      status: 'signedIn',
      error: undefined,
      message: undefined,
    })
    latch.destroy()
  })

  it('behavior: a message that could not be created beforehand is created when signing', async () => {
    const { config, sessions } = testSiwx(true)
    vi.mocked(config.createMessage).mockRejectedValueOnce(new Error('nonce service down'))
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      siwx: config,
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() => expect(config.createMessage).toHaveBeenCalledTimes(1))
    await eventually(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    expect(latch.getState().siwx.message).toBeUndefined()
    await signIn(latch)
    expect(config.createMessage).toHaveBeenCalledTimes(2)
    expect(sessions).toHaveLength(1)
    latch.destroy()
  })

  it('behavior: the same state object until something changes, unchanged parts kept', () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    const before = latch.getState()
    expect(latch.getState()).toBe(before)
    latch.open()
    const after = latch.getState()
    expect(after).not.toBe(before)
    expect(after.open).toBe(true)
    expect(after.connections).toBe(before.connections)
    expect(after.send).toBe(before.send)
    expect(after.features).toBe(before.features)
    expect(after.networks).toBe(before.networks)
    latch.destroy()
  })
})
