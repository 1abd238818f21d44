import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { acceptLegalTerms } from './acceptLegalTerms.js'

const urls = {
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
}

describe('acceptLegalTerms', () => {
  it('default: without legalCheckbox nothing waits for consent', () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend(), ...urls })
    expect(latch.getState().legal).toMatchObject({ checkbox: false, connectBlocked: false })
    latch.destroy()
  })

  it('behavior: with legalCheckbox, connecting waits until the visitor accepts, and again once they withdraw', () => {
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      features: { legalCheckbox: true },
      ...urls,
    })
    expect(latch.getState().legal).toEqual({
      checkbox: true,
      accepted: false,
      connectBlocked: true,
      ...urls,
    })
    const listener = vi.fn()
    latch.subscribe((state) => state.legal.connectBlocked, listener)
    acceptLegalTerms(latch, { accepted: true })
    expect(latch.getState().legal).toMatchObject({ accepted: true, connectBlocked: false })
    expect(listener).toHaveBeenCalledWith(false, true)
    acceptLegalTerms(latch, { accepted: false })
    expect(latch.getState().legal.connectBlocked).toBe(true)
    latch.destroy()
  })

  it('behavior: the answer holds once the machines run', async () => {
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      features: { legalCheckbox: true },
    })
    acceptLegalTerms(latch, { accepted: true })
    await latch.preload()
    expect(latch.getState().legal.connectBlocked).toBe(false)
    latch.destroy()
  })
})
