import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter, testSiwx } from '../conformance/testDoubles.js'
import { SiwxNotEnabledError } from '../errors/siwx.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { connect } from './connect.js'
import { signIn } from './signIn.js'

describe('signIn', () => {
  it('default: the wallet signs the waiting message and the site stores the session', async () => {
    const { config, sessions } = testSiwx(false)
    const adapter = testAdapter('eip155', 'eip155:1')
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      siwx: config,
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    await expect(signIn(latch)).resolves.toBeUndefined()
    expect(sessions).toEqual([
      expect.objectContaining({
        message: 'example.org wants you to sign in with eip155-address',
        signature: '0xsigned',
      }),
    ])
    expect(latch.getState().siwx.status).toBe('signedIn')
    latch.destroy()
  })

  it('behavior: without siwx the error is the NOT_ENABLED class', async () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    const error = await signIn(latch).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxNotEnabledError)
    expect(error).toMatchObject({ code: 'NOT_ENABLED', message: 'SIWX is not enabled' })
    latch.destroy()
  })

  it('behavior: signIn without SIWX configured is "SIWX is not enabled"', async () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    await expect(signIn(latch)).rejects.toThrowError('SIWX is not enabled')
    expect(latch.getState().siwx.status).toBe('disabled')
    latch.destroy()
  })

  it('behavior: signIn with nothing to sign is "No ActiveCaipAddress found"', async () => {
    const latch = createLatch({
      networks: [mainnet],
      siwx: testSiwx(false).config,
      storage: memoryBackend(),
    })
    await expect(signIn(latch)).rejects.toThrowError('No ActiveCaipAddress found')
    latch.destroy()
  })

  it('behavior: a failed signature rejects with "Error signing message" and shows the snackbar', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    adapter.signMessage.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }))
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      siwx: testSiwx(false).config,
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    await expect(signIn(latch)).rejects.toThrowError('Error signing message')
    expect(latch.getState().snackbar?.message).toBe('Error signing message')
    latch.destroy()
  })
})
