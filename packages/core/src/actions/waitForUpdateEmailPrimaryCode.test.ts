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

/** Lets the fake frame's messages (queued microtasks) and their answers run. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve()
}

describe('waitForUpdateEmailPrimaryCode', () => {
  it('default: waits in the frame for the right code, then resolves', async () => {
    const { latch, frame } = await emailSignedIn()
    await updateEmail(latch, { email: 'grace@example.com' })
    let resolved = false
    const waiting = waitForUpdateEmailPrimaryCode(latch).then(() => {
      resolved = true
    })
    await eventually(() => expect(frame.requests).toContain('APP_UPDATE_EMAIL_PRIMARY_OTP'))
    frame.enterCode('000000')
    await settle()
    expect(frame.wallet.refusedCodes).toEqual(['000000'])
    expect(resolved).toBe(false)
    frame.enterCode(frame.wallet.otp)
    await waiting
    expect(resolved).toBe(true)
    latch.destroy()
  })

  it("behavior: a code the frame ends rejects with the frame's words", async () => {
    const { latch, frame } = await emailSignedIn()
    frame.handle('APP_UPDATE_EMAIL_PRIMARY_OTP', () => {
      throw new Error('The code has expired: request a new one')
    })
    await updateEmail(latch, { email: 'grace@example.com' })
    await expect(waitForUpdateEmailPrimaryCode(latch)).rejects.toThrow(
      'The code has expired: request a new one',
    )
    latch.destroy()
  })

  it('behavior: without auth it rejects with NoAuthConnectorError', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAuthAdapter()],
      storage: memoryBackend(),
    })
    await expect(waitForUpdateEmailPrimaryCode(latch)).rejects.toBeInstanceOf(NoAuthConnectorError)
    latch.destroy()
  })
})
