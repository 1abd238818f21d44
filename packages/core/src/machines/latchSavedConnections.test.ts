import { afterEach, describe, expect, it } from 'vitest'
import { secondAddress, stopLatchRoot } from '../testing/latchRoot.js'
import { latchSavedConnectionsScenarios } from '../testing/latchSavedConnectionsScenarios.js'

afterEach(stopLatchRoot)

describe('latchSavedConnections', () => {
  it('behavior: multi-wallet off raises the alert for each command and asks no second wallet', async () => {
    const { latch, saved } = await latchSavedConnectionsScenarios.multiWalletOff()
    expect(latch.effects.multiWalletNotEnabled).toHaveBeenCalledTimes(4)
    expect(latch.asked).toEqual(['eip155'])
    expect(latch.connection('eip155').getSnapshot().context.connection?.connectorId).toBe(
      'io.metamask',
    )
    expect(latch.view()).toBe('Account')
    expect(saved).toEqual({ saved: ['io.metamask'], live: ['io.metamask'] })
  })

  it('behavior: a second wallet connects beside the first, and the two switch', async () => {
    const { latch, added, afterAdd, afterSwitch, afterOld } =
      await latchSavedConnectionsScenarios.twoWalletsOnANamespace()
    expect(added).toBe('Connect')
    expect(afterAdd.active).toBe('io.rabby')
    expect(afterAdd.address).toBe(secondAddress)
    expect(afterAdd.view).toBe('Account')
    expect(afterAdd.saved).toEqual({
      saved: ['io.rabby', 'io.metamask', 'io.old'],
      live: ['io.rabby', 'io.metamask'],
    })
    expect(afterSwitch).toBe('io.metamask')
    // The wallet of an earlier visit was asked again (a prompt), the live ones were not.
    expect(afterOld).toBe('io.old')
    expect(latch.effects.multiWalletNotEnabled).not.toHaveBeenCalled()
  })

  it('behavior: disconnecting one keeps the others; the active one gives way to the next', async () => {
    const { afterDisconnect, afterLast } =
      await latchSavedConnectionsScenarios.twoWalletsOnANamespace()
    expect(afterDisconnect).toEqual({
      active: 'io.metamask',
      saved: { saved: ['io.metamask'], live: ['io.metamask'] },
    })
    // The last one disconnects the namespace; with none left connected the modal closes.
    expect(afterLast.saved).toEqual({ saved: [], live: [] })
    expect(afterLast.open).toBe('closed')
  })
})
