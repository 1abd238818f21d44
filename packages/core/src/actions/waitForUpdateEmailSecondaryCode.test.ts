import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAuthAdapter } from '../conformance/testDoubles.js'
import { NoAuthConnectorError } from '../errors/connection.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { emailSignedIn } from '../testing/authLatch.js'
import { updateEmail } from './updateEmail.js'
import { waitForUpdateEmailSecondaryCode } from './waitForUpdateEmailSecondaryCode.js'

describe('waitForUpdateEmailSecondaryCode', () => {
  it('default: resolves with the new email, now stored and in the state', async () => {
    const { latch, frame, storage } = await emailSignedIn()
    // The fake frame takes the two codes in any order: the first is waitForUpdateEmailPrimaryCode's.
    await updateEmail(latch, { email: 'grace@example.com' })
    frame.enterCode(frame.wallet.otp)
    await expect(waitForUpdateEmailSecondaryCode(latch)).resolves.toBe('grace@example.com')
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
    await expect(waitForUpdateEmailSecondaryCode(latch)).rejects.toThrow('Invalid code')
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
