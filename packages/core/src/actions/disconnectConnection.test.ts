import { describe, expect, it } from 'vitest'
import { twoWalletLatch } from '../testing/twoWalletLatch.js'
import { disconnectConnection } from './disconnectConnection.js'
import { selectWallet } from './selectWallet.js'

const saved = (latch: Awaited<ReturnType<typeof twoWalletLatch>>['latch']) =>
  latch.getState().savedConnections.eip155?.map(({ connection }) => connection.connectorId)

describe('disconnectConnection', () => {
  it('default: another wallet is forgotten; the active one stays', async () => {
    const { latch, adapter, storage } = await twoWalletLatch(true)
    await selectWallet(latch, { connectorId: 'second' })
    await disconnectConnection(latch, { connectorId: 'first' })
    expect(saved(latch)).toEqual(['second'])
    expect(latch.getState().connection?.connectorId).toBe('second')
    expect(adapter.disconnect).not.toHaveBeenCalled()
    expect(JSON.parse(storage.getItem('@latch/connections') ?? '{}').eip155).toHaveLength(1)
    latch.destroy()
  })

  it('behavior: the active one gives way to the next live wallet', async () => {
    const { latch } = await twoWalletLatch(true)
    await selectWallet(latch, { connectorId: 'second' })
    await disconnectConnection(latch, { connectorId: 'second' })
    expect(latch.getState().connection?.connectorId).toBe('first')
    expect(saved(latch)).toEqual(['first'])
    expect(latch.getState().open).toBe(true)
    latch.destroy()
  })

  it('behavior: the last one disconnects the namespace; with none left the modal closes', async () => {
    const { latch, adapter } = await twoWalletLatch(true)
    await disconnectConnection(latch, { connectorId: 'first' })
    expect(adapter.disconnect).toHaveBeenCalledTimes(1)
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    expect(latch.getState().savedConnections).toEqual({})
    expect(latch.getState().open).toBe(false)
    latch.destroy()
  })

  it('behavior: multi-wallet off shows the info alert and nothing changes', async () => {
    const { latch, adapter } = await twoWalletLatch(false)
    await disconnectConnection(latch, { connectorId: 'first' })
    expect(latch.getState().alert?.code).toBe('MULTI_WALLET_NOT_ENABLED')
    expect(adapter.disconnect).not.toHaveBeenCalled()
    expect(latch.getState().connection?.connectorId).toBe('first')
    latch.destroy()
  })
})
