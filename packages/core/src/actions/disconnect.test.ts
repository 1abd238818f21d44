import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { FailedToDisconnectChainsError } from '../errors/connection.js'
import { mainnet } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'

async function connected() {
  const adapter = testAdapter('eip155', 'eip155:1')
  const storage = memoryBackend()
  const latch = createLatch({ networks: [mainnet], adapters: [adapter], storage })
  await connect(latch, { connectorId: 'test-wallet' })
  latch.open()
  return { latch, adapter, storage }
}

describe('disconnect', () => {
  it('default: the active namespace disconnects, is forgotten, and the modal closes', async () => {
    const { latch, adapter, storage } = await connected()
    expect(latch.getState()).toMatchObject({ open: true, view: 'Account' })
    await expect(disconnect(latch)).resolves.toBeUndefined()
    expect(adapter.disconnect).toHaveBeenCalledTimes(1)
    expect(latch.getState().connection).toBeUndefined()
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    expect(latch.getState().open).toBe(false)
    expect(storage.getItem('@latch/eip155:connected_connector_id')).toBeNull()
    latch.destroy()
  })

  it('parameters: closeModal: false leaves the modal open', async () => {
    const { latch } = await connected()
    await disconnect(latch, { closeModal: false })
    expect(latch.getState().connection).toBeUndefined()
    expect(latch.getState().open).toBe(true)
    latch.destroy()
  })

  it("behavior: a wallet that fails to disconnect rejects with the reason, and the namespace's error shows it", async () => {
    const { latch, adapter } = await connected()
    adapter.disconnect.mockRejectedValueOnce(new Error('relay down'))
    const error = await disconnect(latch).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FailedToDisconnectChainsError)
    expect(latch.getState().connections.eip155).toMatchObject({ status: 'connected', error })
    latch.destroy()
  })

  it('behavior: disconnecting the embedded wallet disconnects every namespace it holds', async () => {
    const evm = testAdapter('eip155', 'eip155:1', { connectorId: 'auth' })
    const sol = testAdapter('solana', solana.caipNetworkId, { connectorId: 'auth' })
    const latch = createLatch({
      networks: [mainnet, solana],
      adapters: [evm, sol],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'auth', namespace: 'eip155' })
    await connect(latch, { connectorId: 'auth', namespace: 'solana' })
    await disconnect(latch, { namespace: 'eip155' })
    expect(evm.disconnect).toHaveBeenCalledTimes(1)
    expect(sol.disconnect).toHaveBeenCalledTimes(1)
    expect(latch.getState().connections.solana?.status).toBe('disconnected')
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
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(disconnect(latch)).rejects.toThrowError('Failed to disconnect chains: relay down')
    expect(latch.getState().connection).toBeDefined()
    await disconnect(latch)
    expect(latch.getState().connection).toBeUndefined()
    latch.destroy()
  })

  it('behavior: while the wallet has not answered a connect, the namespace stops waiting for it', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    let answer: (connection: Awaited<ReturnType<typeof adapter.connect>>) => void = () => {}
    adapter.connect.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const connecting = connect(latch, { connectorId: 'test-wallet' }).catch(
      (error: unknown) => error,
    )
    expect(latch.getState().connections.eip155?.status).toBe('connecting')
    await disconnect(latch)
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    // The wallet's late answer connects nothing.
    answer({ connectorId: 'test-wallet', accounts: [{ address: '0xa' }], network: 'eip155:1' })
    expect(((await connecting) as Error).message).toBe('Failed to connect')
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    latch.destroy()
  })

  it("behavior: while the last visit's wallet is being restored, it is not restored, now or next visit", async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    const storage = memoryBackend()
    createStorage({ backend: storage }).set('connectedConnectorId', 'test-wallet', 'eip155')
    let answer: (connection: Awaited<ReturnType<typeof adapter.reconnect>>) => void = () => {}
    adapter.reconnect.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const latch = createLatch({ networks: [mainnet], adapters: [adapter], storage })
    expect(latch.getState().connections.eip155?.status).toBe('connecting')
    await disconnect(latch)
    answer({ connectorId: 'test-wallet', accounts: [{ address: '0xa' }], network: 'eip155:1' })
    await Promise.resolve()
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    expect(storage.getItem('@latch/eip155:connected_connector_id')).toBeNull()
    latch.destroy()
  })
})
