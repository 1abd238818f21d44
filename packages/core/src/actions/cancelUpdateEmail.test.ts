import { describe, expect, it } from 'vitest'
import { emailSignedIn } from '../testing/authLatch.js'
import { eventually } from '../testing/eventually.js'
import { cancelUpdateEmail } from './cancelUpdateEmail.js'
import { updateEmail } from './updateEmail.js'
import { waitForUpdateEmailPrimaryCode } from './waitForUpdateEmailPrimaryCode.js'

describe('cancelUpdateEmail', () => {
  it('default: the change stops waiting for its code and waits for an address again', async () => {
    const { latch, frame } = await emailSignedIn()
    await updateEmail(latch, { email: 'grace@example.com' })
    await eventually(() => expect(frame.requests).toContain('APP_UPDATE_EMAIL_PRIMARY_OTP'))
    const waiting = waitForUpdateEmailPrimaryCode(latch)
    expect(latch.getState().emailLogin.update).toMatchObject({
      step: 'currentEmailCode',
      email: 'grace@example.com',
    })
    cancelUpdateEmail(latch)
    await expect(waiting).rejects.toThrow('Failed to connect')
    expect(latch.getState().emailLogin.update).toEqual({
      step: 'idle',
      email: '',
      error: undefined,
    })
    // The account's email is the one it was.
    expect(latch.getState().emailLogin.email).toBe('ada@example.com')
    latch.destroy()
  })
})
