import { describe, expect, it, vi } from 'vitest'
import { testAdapter, testSiwx } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { createLatch } from './createLatch.js'

// Flows of the client that cross several machines: wallet requests, sign-in cancel, errors.

describe('createLatch flows', () => {
  it('behavior: a signing request opens ApproveTransaction, and success closes the modal', () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      storage: memoryBackend(),
    })
    latch.actors.walletRequest.send({ type: 'request.received', id: '1', method: 'personal_sign' })
    expect(latch.getState()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    expect(latch.getState().walletRequests.pending).toEqual([{ id: '1', method: 'personal_sign' }])
    latch.actors.walletRequest.send({ type: 'request.succeeded', id: '1' })
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
    latch.actors.walletRequest.send({ type: 'stack.push' })
    latch.actors.walletRequest.send({
      type: 'request.received',
      id: '1',
      method: 'eth_sendTransaction',
    })
    expect(latch.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
      'ApproveTransaction',
    ])
    latch.actors.walletRequest.send({ type: 'request.failed', id: '1' })
    expect(latch.getState()).toMatchObject({ open: true, view: 'Account' })
    latch.destroy()
  })

  it('behavior: an unknown method opens the modal and shows "Action not allowed"', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    latch.actors.walletRequest.send({ type: 'request.received', id: '9', method: 'eth_sign' })
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
    latch.actors.walletRequest.send({ type: 'request.received', id: '1', method: 'personal_sign' })
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

  it('behavior: connecting a namespace without an adapter names it', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      storage: memoryBackend(),
    })
    await expect(latch.connect({ connectorId: 'x', namespace: 'cosmos' })).rejects.toThrowError(
      "Adapter for namespace cosmos doesn't exist",
    )
    latch.destroy()
  })

  it('behavior: a second connect cancels the pending one', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    adapter.connect.mockImplementationOnce(() => new Promise(() => {}))
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    const first = latch.connect({ connectorId: 'test-wallet' })
    await expect(latch.connect({ connectorId: 'test-wallet' })).resolves.toBeDefined()
    await expect(first).rejects.toThrowError('Modal closed')
    latch.destroy()
  })

  it('behavior: a failed disconnect rejects and keeps the connection', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    adapter.disconnect.mockRejectedValueOnce(new Error('relay down'))
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await latch.connect({ connectorId: 'test-wallet' })
    await expect(latch.disconnect()).rejects.toThrowError('Failed to disconnect chains: relay down')
    expect(latch.getState().connection).toBeDefined()
    await latch.disconnect()
    expect(latch.getState().connection).toBeUndefined()
    latch.destroy()
  })

  it('behavior: a wallet without "add network" fails the switch with "Chain is not supported"', async () => {
    const { addNetwork: _unused, ...adapter } = testAdapter('eip155', 'eip155:1')
    adapter.switchNetwork.mockRejectedValueOnce(Object.assign(new Error('?'), { code: 4902 }))
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await latch.connect({ connectorId: 'test-wallet' })
    await expect(latch.switchNetwork(optimism)).rejects.toThrowError('Chain is not supported')
    expect(latch.getState().activeNetwork).toBe(mainnet)
    latch.destroy()
  })

  it('behavior: a wallet on an unconfigured chain shows UnsupportedChain', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:56')],
      storage: memoryBackend(),
    })
    await latch.connect({ connectorId: 'test-wallet' })
    expect(latch.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    expect(latch.getState().activeNetwork?.name).toBe('Unknown Network')
    latch.destroy()
  })

  it('behavior: signIn without SIWX configured is "SIWX is not enabled"', async () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    await expect(latch.signIn()).rejects.toThrowError('SIWX is not enabled')
    expect(latch.getState().siwx.status).toBe('disabled')
    latch.destroy()
  })

  it('behavior: signIn with nothing to sign is "No ActiveCaipAddress found"', async () => {
    const latch = createLatch({
      networks: [mainnet],
      siwx: testSiwx(false).config,
      storage: memoryBackend(),
    })
    await expect(latch.signIn()).rejects.toThrowError('No ActiveCaipAddress found')
    latch.destroy()
  })

  it('behavior: a failed signature rejects with "Error signing message" and shows the snackbar', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    adapter.signMessage.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }))
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      siwx: testSiwx(false).config,
      storage: memoryBackend(),
    })
    await latch.connect({ connectorId: 'test-wallet' })
    await vi.waitFor(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    await expect(latch.signIn()).rejects.toThrowError('Error signing message')
    expect(latch.getState().snackbar?.message).toBe('Error signing message')
    latch.destroy()
  })

  it('behavior: cancelling an optional sign-in just closes the modal', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      siwx: testSiwx(false).config,
      storage: memoryBackend(),
    })
    await latch.connect({ connectorId: 'test-wallet' })
    await vi.waitFor(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
    latch.actors.siwx?.send({ type: 'siwx.cancel' })
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
    await latch.connect({ connectorId: 'test-wallet' })
    await vi.waitFor(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
    latch.actors.siwx?.send({ type: 'siwx.cancel' })
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
    await latch.connect({ connectorId: 'test-wallet' })
    await vi.waitFor(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    await latch.signIn()
    latch.actors.connections.eip155?.send({
      type: 'connection.networkChanged',
      network: 'eip155:10',
    })
    await vi.waitFor(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    latch.actors.siwx?.send({ type: 'siwx.cancel' })
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
    await latch.connect({ connectorId: 'test-wallet' })
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
    await latch.connect({ connectorId: 'test-wallet' })
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
    await latch.connect({ connectorId: 'test-wallet' })
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
    adapter.getConnectors.mockReturnValue([connector])
    const listener = vi.fn()
    latch.subscribe((state) => state.connectors, listener)
    adapter.emit({ type: 'connectorsChanged', connectors: [connector] })
    expect(latch.getState().connectors).toEqual([connector])
    expect(listener).toHaveBeenCalledTimes(1)
    latch.destroy()
    adapter.emit({ type: 'connectorsChanged', connectors: [] })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
