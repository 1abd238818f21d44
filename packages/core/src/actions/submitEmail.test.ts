import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { createFakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import { testAuthAdapter } from '../conformance/testDoubles.js'
import { NoAuthConnectorError } from '../errors/connection.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { authLatch } from '../testing/authLatch.js'
import { submitEmail } from './submitEmail.js'

/** Lets the fake frame's messages (queued microtasks) and their answers run. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve()
}

describe('submitEmail', () => {
  it('default: the frame sends a code; resolves with awaitingOtp, which the state shows', async () => {
    const { latch, frame } = authLatch()
    await expect(submitEmail(latch, { email: ' ada@example.com ' })).resolves.toBe('awaitingOtp')
    expect(frame.requests).toContain('APP_CONNECT_EMAIL')
    expect(latch.getState().emailLogin).toMatchObject({
      step: 'awaitingOtp',
      email: 'ada@example.com',
    })
    latch.destroy()
  })

  it('behavior: without auth it rejects with NoAuthConnectorError', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAuthAdapter()],
      storage: memoryBackend(),
    })
    const error = await submitEmail(latch, { email: 'ada@example.com' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NoAuthConnectorError)
    expect(error).toMatchObject({ message: 'No auth connector found' })
    latch.destroy()
  })

  it('behavior: device approval, then the code', async () => {
    const frame = createFakeSecureFrame()
    frame.wallet.emailAction = 'VERIFY_DEVICE'
    const { latch } = authLatch({ frame })
    await expect(submitEmail(latch, { email: 'ada@example.com' })).resolves.toBe(
      'awaitingDeviceApproval',
    )
    await settle()
    expect(frame.requests).toContain('APP_CONNECT_DEVICE')
    expect(latch.getState().emailLogin.step).toBe('awaitingOtp')
    latch.destroy()
  })

  it('behavior: a known device connects at once (CONNECT)', async () => {
    const frame = createFakeSecureFrame()
    frame.wallet.emailAction = 'CONNECT'
    const { latch } = authLatch({ frame })
    await expect(submitEmail(latch, { email: 'ada@example.com' })).resolves.toBe('connected')
    expect(latch.getState().connection?.connectorId).toBe('auth')
    latch.destroy()
  })

  it('behavior: the rate limit message gives its seconds', async () => {
    const frame = createFakeSecureFrame()
    frame.handle('APP_CONNECT_EMAIL', () => {
      throw new Error('Please try again after 27 seconds')
    })
    const { latch } = authLatch({ frame })
    await expect(submitEmail(latch, { email: 'ada@example.com' })).rejects.toThrow(
      'Please try again after 27 seconds',
    )
    expect(latch.getState().emailLogin).toMatchObject({ step: 'idle', rateLimitSeconds: 27 })
    latch.destroy()
  })

  it('behavior: an invalid email never reaches the frame', async () => {
    const { latch, frame } = authLatch()
    await expect(submitEmail(latch, { email: 'ada@' })).rejects.toThrow('Invalid email address')
    expect(frame.iframe()).toBeUndefined()
    latch.destroy()
  })
})
