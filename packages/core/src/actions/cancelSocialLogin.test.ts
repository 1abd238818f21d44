import { describe, expect, it } from 'vitest'
import { FailedToConnectError } from '../errors/connection.js'
import { authLatch } from '../testing/authLatch.js'
import { stateReaches } from '../testing/stateReaches.js'
import { cancelSocialLogin } from './cancelSocialLogin.js'
import { startSocialLogin } from './startSocialLogin.js'

describe('cancelSocialLogin', () => {
  it('default: the popup closes and the login waiting for it rejects', async () => {
    const { latch, frame } = authLatch()
    const started = startSocialLogin(latch, { provider: 'github' })
    await stateReaches(latch, (state) => state.socialLogin.step, 'awaitingResult')
    cancelSocialLogin(latch)
    await expect(started).rejects.toBeInstanceOf(FailedToConnectError)
    expect(frame.popup()?.closed).toBe(true)
    expect(latch.getState().socialLogin.step).toBe('idle')
    expect(latch.getState().connection).toBeUndefined()
    latch.destroy()
  })
})
