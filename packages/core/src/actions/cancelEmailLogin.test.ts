import { describe, expect, it } from 'vitest'
import { FailedToConnectError } from '../errors/connection.js'
import { authLatch } from '../testing/authLatch.js'
import { cancelEmailLogin } from './cancelEmailLogin.js'
import { submitEmail } from './submitEmail.js'
import { waitForEmailCode } from './waitForEmailCode.js'

describe('cancelEmailLogin', () => {
  it('default: the code is no longer awaited: the login is back at its start', async () => {
    const { latch } = authLatch()
    await submitEmail(latch, { email: 'ada@example.com' })
    const waiting = waitForEmailCode(latch)
    cancelEmailLogin(latch)
    await expect(waiting).rejects.toBeInstanceOf(FailedToConnectError)
    expect(latch.getState().emailLogin).toMatchObject({ step: 'idle', error: undefined })
    latch.destroy()
  })
})
