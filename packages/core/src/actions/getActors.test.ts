import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { getActors } from './getActors.js'

// Before the machines run it throws "Latch is still loading": createLatch.lazy.test.ts.

describe('getActors', () => {
  it('default: the running children, whose snapshots are what the state shows', () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter()],
      storage: memoryBackend(),
    })
    latch.open({ view: 'AllWallets' })
    const actors = getActors(latch)
    expect(actors.modal.getSnapshot().matches('open')).toBe(true)
    expect(actors.router.getSnapshot().context.history).toEqual(latch.getState().history)
    expect(actors.connections.eip155?.getSnapshot().matches('disconnected')).toBe(true)
    // No sign-in configured: no such child.
    expect(actors.siwx).toBeUndefined()
    latch.destroy()
  })

  it('behavior: an event sent to a child changes the state', () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    getActors(latch).router.send({ type: 'router.push', view: 'ProfileWallets' })
    expect(latch.getState().view).toBe('ProfileWallets')
    latch.destroy()
  })
})
