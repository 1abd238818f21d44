import { describe, expect, it } from 'vitest'
import { authLatch } from '../testing/authLatch.js'
import { eventually } from '../testing/eventually.js'
import { submitEmail } from './submitEmail.js'
import { waitForEmailCode } from './waitForEmailCode.js'

describe('waitForEmailCode', () => {
  it('default: resolves once the code typed in the frame connected the embedded wallet', async () => {
    const { latch, frame } = authLatch()
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await expect(waitForEmailCode(latch)).resolves.toBeUndefined()
    expect(latch.getState().emailLogin.step).toBe('connected')
    expect(latch.getState().connection).toMatchObject({
      connectorId: 'auth',
      accounts: [{ address: frame.wallet.address }],
    })
    latch.destroy()
  })

  it('behavior: a wrong code is refused in the frame, which waits for the right one', async () => {
    const { latch, frame } = authLatch()
    await submitEmail(latch, { email: 'ada@example.com' })
    const connected = waitForEmailCode(latch)
    frame.enterCode('000000')
    await eventually(() => expect(frame.wallet.refusedCodes).toEqual(['000000']))
    expect(latch.getState().emailLogin).toMatchObject({ step: 'awaitingOtp', error: undefined })
    frame.enterCode(frame.wallet.otp)
    await connected
    expect(latch.getState().emailLogin.step).toBe('connected')
    latch.destroy()
  })

  it("behavior: a code that ended is codeRefused with the frame's words", async () => {
    const { latch, frame } = authLatch()
    frame.handle('APP_CONNECT_OTP', () => {
      throw new Error('The code has expired: request a new one')
    })
    await submitEmail(latch, { email: 'ada@example.com' })
    await expect(waitForEmailCode(latch)).rejects.toThrow('The code has expired')
    expect(latch.getState().emailLogin).toMatchObject({
      step: 'codeRefused',
      error: expect.objectContaining({ message: 'The code has expired: request a new one' }),
    })
    latch.destroy()
  })
})
