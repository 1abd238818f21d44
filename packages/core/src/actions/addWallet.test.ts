import { describe, expect, it } from 'vitest'
import { twoWalletLatch } from '../testing/twoWalletLatch.js'
import { addWallet } from './addWallet.js'
import { connect } from './connect.js'
import { route } from './route.js'

describe('addWallet', () => {
  it('default: Connect opens over the wallets (multi-wallet on)', async () => {
    const { latch } = await twoWalletLatch(true)
    await route(latch, { type: 'router.push', view: 'ProfileWallets' })
    await addWallet(latch)
    expect(latch.getState().view).toBe('Connect')
    expect(latch.getState().alert).toBeUndefined()
    latch.destroy()
  })

  it('behavior: multi-wallet off shows the info alert and nothing else', async () => {
    const { latch } = await twoWalletLatch(false)
    await route(latch, { type: 'router.push', view: 'ProfileWallets' })
    await addWallet(latch)
    expect(latch.getState().view).toBe('ProfileWallets')
    expect(latch.getState().alert).toMatchObject({
      code: 'MULTI_WALLET_NOT_ENABLED',
      severity: 'info',
    })
    latch.destroy()
  })

  it('behavior: the wallet picked then connects beside the first; a refused one leaves the first', async () => {
    const { latch, adapter } = await twoWalletLatch(true)
    await addWallet(latch)
    await expect(connect(latch, { connectorId: 'second' })).resolves.toMatchObject({
      connectorId: 'second',
    })
    adapter.connect.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }))
    await expect(connect(latch, { connectorId: 'third' })).rejects.toThrow('Connection rejected')
    expect(latch.getState().connection?.connectorId).toBe('second')
    expect(
      latch.getState().savedConnections.eip155?.map(({ connection }) => connection.connectorId),
    ).toEqual(['second', 'first'])
    latch.destroy()
  })
})
