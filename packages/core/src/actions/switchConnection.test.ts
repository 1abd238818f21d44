import { describe, expect, it } from 'vitest'
import { InvalidConnectionStatusError } from '../errors/connection.js'
import { twoWalletLatch } from '../testing/twoWalletLatch.js'
import { selectWallet } from './selectWallet.js'
import { switchConnection } from './switchConnection.js'

describe('switchConnection', () => {
  it('default: a live wallet becomes the active one again, without a prompt', async () => {
    const { latch, adapter } = await twoWalletLatch(true)
    await selectWallet(latch, { connectorId: 'second' })
    expect(latch.getState().connection?.accounts[0]?.address).toBe('0xsecond')
    expect(latch.getState().savedConnections.eip155).toEqual([
      expect.objectContaining({ status: 'connected' }),
      expect.objectContaining({ status: 'active' }),
    ])
    await switchConnection(latch, { connectorId: 'first' })
    expect(latch.getState().connection?.accounts[0]?.address).toBe('0xfirst')
    expect(adapter.reconnect).toHaveBeenCalledWith({ connectorId: 'first' })
    expect(adapter.connect).toHaveBeenCalledTimes(2)
    expect(
      latch
        .getState()
        .savedConnections.eip155?.map(({ connection, status }) => [connection.connectorId, status]),
    ).toEqual([
      ['first', 'connected'],
      ['second', 'active'],
    ])
    latch.destroy()
  })

  it('errors: a wallet the namespace has not saved is an invalid connection status', async () => {
    const { latch } = await twoWalletLatch(true)
    await expect(switchConnection(latch, { connectorId: 'nobody' })).rejects.toBeInstanceOf(
      InvalidConnectionStatusError,
    )
    latch.destroy()
  })

  it('behavior: multi-wallet off shows the info alert and nothing changes', async () => {
    const { latch, adapter } = await twoWalletLatch(false)
    await switchConnection(latch, { connectorId: 'first' })
    expect(latch.getState().alert?.code).toBe('MULTI_WALLET_NOT_ENABLED')
    expect(adapter.reconnect).not.toHaveBeenCalled()
    // Off, picking another wallet on the connected namespace asks no wallet either.
    await selectWallet(latch, { connectorId: 'second' })
    expect(adapter.connect).toHaveBeenCalledTimes(1)
    expect(latch.getState().connection?.connectorId).toBe('first')
    latch.destroy()
  })
})
