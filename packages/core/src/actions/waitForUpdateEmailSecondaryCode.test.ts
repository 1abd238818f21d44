import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAuthAdapter } from '../conformance/testDoubles.js'
import { NoAuthConnectorError } from '../errors/connection.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { emailSignedIn } from '../testing/authLatch.js'
import { eventually } from '../testing/eventually.js'
import { updateEmail } from './updateEmail.js'
import { waitForUpdateEmailPrimaryCode } from './waitForUpdateEmailPrimaryCode.js'
import { waitForUpdateEmailSecondaryCode } from './waitForUpdateEmailSecondaryCode.js'

/** The code mailed to the current address, typed once the frame asks for it. */
async function typeCurrentCode(
  latch: Awaited<ReturnType<typeof emailSignedIn>>['latch'],
  frame: Awaited<ReturnType<typeof emailSignedIn>>['frame'],
) {
  await eventually(() => expect(frame.requests).toContain('APP_UPDATE_EMAIL_PRIMARY_OTP'))
  frame.enterCode(frame.wallet.otp)
  await waitForUpdateEmailPrimaryCode(latch)
}

describe('waitForUpdateEmailSecondaryCode', () => {
  it('default: resolves with the new email, now stored and in the state', async () => {
    const { latch, frame, storage } = await emailSignedIn()
    await updateEmail(latch, { email: 'grace@example.com' })
    await typeCurrentCode(latch, frame)
    await eventually(() => expect(frame.requests).toContain('APP_UPDATE_EMAIL_SECONDARY_OTP'))
    frame.enterCode(frame.wallet.otp)
    await expect(waitForUpdateEmailSecondaryCode(latch)).resolves.toBe('grace@example.com')
    expect(latch.getState().emailLogin.update.step).toBe('updated')
    expect(storage.get('email')).toBe('grace@example.com')
    expect(latch.getState().emailLogin.email).toBe('grace@example.com')
    latch.destroy()
  })

  it("behavior: a refused code rejects with the frame's words; the email stays", async () => {
    const { latch, frame, storage } = await emailSignedIn()
    frame.handle('APP_UPDATE_EMAIL_SECONDARY_OTP', () => {
      throw new Error('Invalid code')
    })
    await updateEmail(latch, { email: 'grace@example.com' })
    await typeCurrentCode(latch, frame)
    await expect(waitForUpdateEmailSecondaryCode(latch)).rejects.toThrow('Invalid code')
    expect(latch.getState().emailLogin.update).toMatchObject({
      step: 'codeRefused',
      error: { message: 'Invalid code' },
    })
    expect(storage.get('email')).toBe('ada@example.com')
    expect(latch.getState().emailLogin.email).toBe('ada@example.com')
    latch.destroy()
  })

  it('behavior: without auth it rejects with NoAuthConnectorError', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAuthAdapter()],
      storage: memoryBackend(),
    })
    await expect(waitForUpdateEmailSecondaryCode(latch)).rejects.toBeInstanceOf(
      NoAuthConnectorError,
    )
    latch.destroy()
  })
})
