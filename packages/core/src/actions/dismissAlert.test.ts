import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { dismissAlert } from './dismissAlert.js'

describe('dismissAlert', () => {
  it('default: the alert leaves the state, and listeners hear of it', () => {
    // Services without a project id: the client raises its alert as it is created.
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      services: { configUrl: 'http://127.0.0.1:9' },
    })
    expect(latch.getState().alert?.shortMessage).toBe('Project ID Not Configured')
    const listener = vi.fn()
    latch.subscribe((state) => state.alert, listener)
    dismissAlert(latch)
    expect(latch.getState().alert).toBeUndefined()
    expect(listener).toHaveBeenCalledWith(
      undefined,
      expect.objectContaining({ code: 'PROJECT_ID_NOT_CONFIGURED' }),
    )
    latch.destroy()
  })
})
