import { describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getActors } from '../actions/getActors.js'
import { route } from '../actions/route.js'
import { sendTokens } from '../actions/sendTokens.js'
import { signIn } from '../actions/signIn.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { testAdapter, testSiwx } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { polkadot, solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
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
    getActors(latch).walletRequest.send({ type: 'request.succeeded', id: '1' })
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
    await vi.waitFor(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
    getActors(latch).siwx?.send({ type: 'siwx.cancel' })
    await vi.waitFor(() => expect(latch.getState().open).toBe(false))
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
    await vi.waitFor(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
    getActors(latch).siwx?.send({ type: 'siwx.cancel' })
    await vi.waitFor(() => expect(latch.getState().connection).toBeUndefined())
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
    await vi.waitFor(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    await signIn(latch)
    getActors(latch).connections.eip155?.send({
      type: 'connection.networkChanged',
      network: 'eip155:10',
    })
    await vi.waitFor(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    getActors(latch).siwx?.send({ type: 'siwx.cancel' })
    await vi.waitFor(() => expect(adapter.switchNetwork).toHaveBeenCalledWith({ network: mainnet }))
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
    await vi.waitFor(() => expect(latch.getState().connection).toBeUndefined())
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
    await vi.waitFor(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
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
    await vi.waitFor(() => expect(reloaded.getState().connections.solana?.status).toBe('connected'))
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
    await vi.waitFor(() => expect(reloaded.getState().view).toBe('Account'))
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
    await vi.waitFor(() => expect(first.getState().siwx.status).toBe('awaitingSignature'))
    await signIn(first)
    first.destroy()

    const reloaded = createLatch(config)
    expect(getActors(reloaded).siwx).toBeUndefined()
    await vi.waitFor(() => expect(reloaded.getState().siwx.status).toBe('signedIn'))
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
    await vi.waitFor(() =>
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
      send: { status: 'idle', error: undefined, hash: undefined },
      nameRegistration: { status: 'idle', name: undefined, error: undefined },
      siwx: { status: 'disabled', error: undefined, message: undefined },
    })
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
    await vi.waitFor(() =>
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
    await vi.waitFor(() => expect(config.createMessage).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
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

describe('createLatch: sendTokens', () => {
  const receiver = '0x2222222222222222222222222222222222222222'

  function setup(adapter = testAdapter('eip155', 'eip155:1')) {
    const onEvent = vi.fn()
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: memoryBackend(),
      onEvent,
    })
    const events = () =>
      onEvent.mock.calls.map(([event]) => event.event).filter((name) => name.startsWith('SEND'))
    return { latch, adapter, events }
  }

  it("default: the native coin, in the network's unit; Account and an idle form after", async () => {
    const { latch, adapter, events } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    latch.open({ view: 'AllWallets' })
    await expect(sendTokens(latch, { amount: '0.01', to: receiver })).resolves.toEqual({
      hash: '0xhash',
    })
    expect(adapter.sendTransfer).toHaveBeenCalledWith({
      from: 'eip155-address',
      to: receiver,
      amount: 10_000_000_000_000_000n,
      network: mainnet,
    })
    expect(latch.getState().send).toEqual({ status: 'idle', error: undefined, hash: '0xhash' })
    expect(latch.getState().view).toBe('Account')
    expect(events()).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    latch.destroy()
  })

  it("behavior: a token by its address, in its own decimals, on the wallet's network", async () => {
    const { latch, adapter } = setup(testAdapter('eip155', 'eip155:10'))
    await connect(latch, { connectorId: 'test-wallet' })
    await sendTokens(latch, {
      amount: '2.5',
      to: receiver,
      token: { address: '0xusdc', decimals: 6, symbol: 'USDC' },
    })
    expect(adapter.sendTransfer).toHaveBeenCalledWith({
      from: 'eip155-address',
      to: receiver,
      amount: 2_500_000n,
      network: optimism,
      token: { address: '0xusdc' },
    })
    latch.destroy()
  })

  it.each([
    [{ amount: '', to: receiver }, 'An amount and receiver address are required'],
    [{ amount: '1', to: '' }, 'An amount and receiver address are required'],
    [{ amount: 'abc', to: receiver }, 'An amount and receiver address are required'],
    [{ amount: '0', to: receiver }, 'An amount and receiver address are required'],
    [
      {
        amount: '0.0000001',
        to: receiver,
        token: { address: '0xusdc', decimals: 6, symbol: 'USDC' },
      },
      'An amount and receiver address are required',
    ],
    [
      { amount: '1', to: receiver, token: { address: '', decimals: 6, symbol: 'X' } },
      'A token is required',
    ],
    [
      { amount: '1', to: receiver, token: { address: '0xusdc', decimals: -1, symbol: 'X' } },
      'A token is required',
    ],
  ])('behavior: %j is refused with "%s", and the state shows it', async (parameters, message) => {
    const { latch, adapter } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(sendTokens(latch, parameters)).rejects.toThrowError(message)
    expect(latch.getState().send).toMatchObject({ status: 'failed', error: { message } })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: a receiver that is not an address of the chain is refused', async () => {
    const { latch, adapter } = setup()
    adapter.isAddress.mockReturnValue(false)
    await connect(latch, { connectorId: 'test-wallet' })
    const error = await sendTokens(latch, { amount: '1', to: 'nope' }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'AMOUNT_AND_RECEIVER_REQUIRED',
      details: '"nope" is not an address on eip155',
    })
    latch.destroy()
  })

  it('behavior: "Unsupported chain" outside eip155 and solana, or without the capability', async () => {
    const dot = testAdapter('polkadot', polkadot.caipNetworkId)
    const base = testAdapter('eip155', 'eip155:1')
    const evm = { ...base, capabilities: { ...base.capabilities, sendToken: false } }
    const latch = createLatch({
      networks: [mainnet, polkadot],
      adapters: [evm, dot],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await connect(latch, { connectorId: 'test-wallet', namespace: 'polkadot' })
    await expect(
      sendTokens(latch, { amount: '1', to: receiver, namespace: 'polkadot' }),
    ).rejects.toThrowError('Unsupported chain')
    await expect(
      sendTokens(latch, {
        amount: '1',
        to: receiver,
        token: { address: '0xusdc', decimals: 6, symbol: 'USDC' },
        namespace: 'eip155',
      }),
    ).rejects.toThrowError('Unsupported chain')
    expect(evm.sendTransfer).not.toHaveBeenCalled()
    expect(dot.sendTransfer).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: not connected there, the send fails', async () => {
    const { latch } = setup()
    const error = await sendTokens(latch, { amount: '1', to: receiver }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      message: 'Failed to send',
      details: 'no account is connected on eip155',
    })
    latch.destroy()
  })

  it('behavior: a refusal of the wallet is "Failed to send" with its cause; a network change clears it', async () => {
    const { latch, adapter } = setup()
    const rejection = Object.assign(new Error('User rejected the request'), { code: 4001 })
    adapter.sendTransfer.mockRejectedValueOnce(rejection)
    await connect(latch, { connectorId: 'test-wallet' })
    const error = await sendTokens(latch, { amount: '1', to: receiver }).catch((e: unknown) => e)
    expect(error).toMatchObject({ message: 'Failed to send', cause: rejection })
    expect(latch.getState().send).toMatchObject({ status: 'failed', error })
    await switchNetwork(latch, { network: optimism })
    expect(latch.getState().send).toEqual({ status: 'idle', error: undefined, hash: undefined })
    latch.destroy()
  })

  it('behavior: one send at a time', async () => {
    const { latch, adapter } = setup()
    let finish: (hash: string) => void = () => {}
    adapter.sendTransfer.mockImplementationOnce(
      () => new Promise<string>((resolve) => (finish = resolve)),
    )
    await connect(latch, { connectorId: 'test-wallet' })
    const first = sendTokens(latch, { amount: '1', to: receiver })
    await vi.waitFor(() => expect(latch.getState().send.status).toBe('sending'))
    await expect(sendTokens(latch, { amount: '2', to: receiver })).rejects.toMatchObject({
      details: 'another send is waiting for the wallet',
    })
    finish('0xfirst')
    await expect(first).resolves.toEqual({ hash: '0xfirst' })
    latch.destroy()
  })
})
