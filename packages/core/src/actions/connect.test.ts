import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { ConnectionRejectedError } from '../errors/connection.js'
import { mainnet } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { twoNamespaceLatch } from '../testing/twoNamespaceLatch.js'
import { connect } from './connect.js'

describe('connect', () => {
  it("default: resolves with the wallet's connection in the active namespace, which the state shows", async () => {
    const { latch, evm, sol } = twoNamespaceLatch()
    const connection = await connect(latch, { connectorId: 'io.metamask' })
    expect(connection).toEqual({
      connectorId: 'io.metamask',
      accounts: [{ address: 'eip155-address' }],
      network: 'eip155:1',
    })
    expect(evm.connect).toHaveBeenCalledWith(
      expect.objectContaining({ connectorId: 'io.metamask' }),
    )
    expect(sol.connect).not.toHaveBeenCalled()
    expect(latch.getState().connection).toEqual(connection)
    expect(latch.getState().connections.eip155?.status).toBe('connected')
    latch.destroy()
  })

  it('parameters: namespace connects that one, the other stays as it was', async () => {
    const { latch, evm } = twoNamespaceLatch()
    const connection = await connect(latch, { connectorId: 'phantom', namespace: 'solana' })
    expect(connection).toMatchObject({ connectorId: 'phantom', network: solana.caipNetworkId })
    expect(evm.connect).not.toHaveBeenCalled()
    expect(latch.getState().connections.solana?.status).toBe('connected')
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    latch.destroy()
  })

  it('behavior: the rejection is the ConnectionRejectedError that the state shows', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    adapter.connect.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }))
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    const error = await connect(latch, { connectorId: 'test-wallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(latch.getState().connections.eip155?.error).toBe(error)
    expect(latch.getState().connection).toBeUndefined()
    latch.destroy()
  })

  it('behavior: a rejected connect rejects with "Connection rejected" and can be retried', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    adapter.connect.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }))
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await expect(connect(latch, { connectorId: 'test-wallet' })).rejects.toThrowError(
      'Connection rejected',
    )
    await expect(connect(latch, { connectorId: 'test-wallet' })).resolves.toBeDefined()
    latch.destroy()
  })

  it('behavior: connecting a namespace without an adapter names it', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      storage: memoryBackend(),
    })
    await expect(connect(latch, { connectorId: 'x', namespace: 'cosmos' })).rejects.toThrowError(
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
    const first = connect(latch, { connectorId: 'test-wallet' })
    await expect(connect(latch, { connectorId: 'test-wallet' })).resolves.toBeDefined()
    await expect(first).rejects.toThrowError('Modal closed')
    latch.destroy()
  })
})
