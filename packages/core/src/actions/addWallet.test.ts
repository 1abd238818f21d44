import { describe, expect, it } from 'vitest'
import { twoWalletLatch } from '../testing/twoWalletLatch.js'
import { addWallet } from './addWallet.js'
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
})
