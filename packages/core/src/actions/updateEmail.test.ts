import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAuthAdapter } from '../conformance/testDoubles.js'
import { InvalidEmailError, NoAuthConnectorError } from '../errors/connection.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { emailSignedIn } from '../testing/authLatch.js'
import { updateEmail } from './updateEmail.js'

describe('updateEmail', () => {
  it('default: the frame is given the new address and says which code it sent first', async () => {
    const { latch, frame } = await emailSignedIn()
    await expect(updateEmail(latch, { email: ' grace@example.com ' })).resolves.toBe(
      'VERIFY_PRIMARY_OTP',
    )
    expect(frame.requests).toContain('APP_UPDATE_EMAIL')
    latch.destroy()
  })

  it("behavior: resolves with the frame's own answer (VERIFY_SECONDARY_OTP)", async () => {
    const { latch, frame } = await emailSignedIn()
    frame.handle('APP_UPDATE_EMAIL', () => ({ action: 'VERIFY_SECONDARY_OTP' as const }))
    await expect(updateEmail(latch, { email: 'grace@example.com' })).resolves.toBe(
      'VERIFY_SECONDARY_OTP',
    )
    latch.destroy()
  })

  it('behavior: an invalid address is InvalidEmailError, and never reaches the frame', async () => {
    const { latch, frame } = await emailSignedIn()
    await expect(updateEmail(latch, { email: 'grace' })).rejects.toBeInstanceOf(InvalidEmailError)
    expect(frame.requests).not.toContain('APP_UPDATE_EMAIL')
    latch.destroy()
  })

  it('behavior: without auth it rejects with NoAuthConnectorError', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAuthAdapter()],
      storage: memoryBackend(),
    })
    const error = await updateEmail(latch, { email: 'grace@example.com' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NoAuthConnectorError)
    expect(error).toMatchObject({ message: 'No auth connector found' })
    latch.destroy()
  })
})
