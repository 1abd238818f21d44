import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMAIL_COOLDOWN_MS, FRAME_READY_DELAY_MS } from '../constants/time.js'
import { authLatch } from '../testing/authLatch.js'
import { resendEmailCode } from './resendEmailCode.js'
import { submitEmail } from './submitEmail.js'

afterEach(() => {
  vi.useRealTimers()
})

/** Lets the fake frame's messages (queued microtasks) and their answers run. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve()
}

describe('resendEmailCode', () => {
  it('default: once the cooldown is over, the frame sends another code', async () => {
    const { latch, frame } = authLatch()
    // Only the clock is faked: the code of the frame and of the origin check loads over I/O.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const submitted = submitEmail(latch, { email: 'ada@example.com' })
    while (!frame.iframe()) await new Promise((resolve) => setImmediate(resolve))
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    await expect(submitted).resolves.toBe('awaitingOtp')
    const codesSent = () => frame.requests.filter((type) => type === 'APP_CONNECT_EMAIL').length

    await vi.advanceTimersByTimeAsync(EMAIL_COOLDOWN_MS - 1)
    expect(latch.getState().emailLogin.canResend).toBe(false)
    resendEmailCode(latch)
    await settle()
    expect(codesSent()).toBe(1)

    await vi.advanceTimersByTimeAsync(1)
    expect(latch.getState().emailLogin.canResend).toBe(true)
    resendEmailCode(latch)
    await settle()
    expect(codesSent()).toBe(2)
    expect(latch.getState().emailLogin).toMatchObject({ step: 'awaitingOtp', canResend: false })
    latch.destroy()
  })
})
