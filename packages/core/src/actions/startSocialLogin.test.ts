import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAuthAdapter } from '../conformance/testDoubles.js'
import { NoAuthConnectorError } from '../errors/connection.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { authLatch } from '../testing/authLatch.js'
import { stateReaches } from '../testing/stateReaches.js'
import { startSocialLogin } from './startSocialLogin.js'

describe('startSocialLogin', () => {
  it('default: the popup opens in the call; resolves once the embedded wallet is connected', async () => {
    const { latch, frame } = authLatch()
    const started = startSocialLogin(latch, { provider: 'github' })
    // Browsers open popups only in the click's task: nothing may be awaited before.
    expect(frame.popup()).toMatchObject({ closed: false })
    await stateReaches(latch, (state) => state.socialLogin.step, 'awaitingResult')
    frame.postSocialResult('https://secure.latch.test/social/result?code=1')
    await expect(started).resolves.toBeUndefined()
    expect(latch.getState().connection?.connectorId).toBe('auth')
    expect(latch.getState().socialLogin).toMatchObject({ step: 'connected', provider: 'github' })
    latch.destroy()
  })

  it('behavior: without auth it rejects with NoAuthConnectorError', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAuthAdapter()],
      storage: memoryBackend(),
    })
    const error = await startSocialLogin(latch, { provider: 'github' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NoAuthConnectorError)
    expect(error).toMatchObject({ message: 'No auth connector found' })
    latch.destroy()
  })

  it('behavior: closing the popup gives "Popup closed" at the next check, every second', async () => {
    const { latch, frame } = authLatch()
    const started = startSocialLogin(latch, { provider: 'google' })
    await stateReaches(latch, (state) => state.socialLogin.step, 'awaitingResult')
    vi.useFakeTimers()
    try {
      vi.advanceTimersByTime(1_000)
      expect(latch.getState().socialLogin.step).toBe('awaitingResult')
      frame.popup()?.close()
      vi.advanceTimersByTime(999)
      expect(latch.getState().socialLogin.step).toBe('awaitingResult')
      vi.advanceTimersByTime(1)
    } finally {
      vi.useRealTimers()
    }
    await expect(started).rejects.toThrow('Popup closed')
    expect(latch.getState().socialLogin).toMatchObject({
      step: 'failed',
      error: expect.objectContaining({ message: 'Popup closed' }),
    })
    latch.destroy()
  })
})
