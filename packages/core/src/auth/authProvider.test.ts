import { describe, expect, it, vi } from 'vitest'
import { createAuthProvider } from './authProvider.js'

describe('createAuthProvider', () => {
  it('default: nothing loads until the first request or disconnect', async () => {
    const target = { request: vi.fn(async () => ['0xabc']), disconnect: vi.fn(async () => {}) }
    const load = vi.fn(async () => target)
    const provider = createAuthProvider(load)
    provider.on('accountsChanged', () => {})
    expect(load).not.toHaveBeenCalled()
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(['0xabc'])
    expect(target.request).toHaveBeenCalledWith({ method: 'eth_accounts' })
    await provider.disconnect()
    expect(target.disconnect).toHaveBeenCalledTimes(1)
  })

  it('behavior: events reach the listeners still subscribed', () => {
    const provider = createAuthProvider(async () => {
      throw new Error('not loaded')
    })
    const onChain = vi.fn()
    const onAccounts = vi.fn()
    provider.on('chainChanged', onChain)
    provider.on('accountsChanged', onAccounts)
    provider.emit('chainChanged', '0xa')
    provider.removeListener('chainChanged', onChain)
    provider.emit('chainChanged', '0x1')
    expect(onChain).toHaveBeenCalledTimes(1)
    expect(onChain).toHaveBeenCalledWith('0xa')
    expect(onAccounts).not.toHaveBeenCalled()
  })

  it('behavior: a failed load rejects the request', async () => {
    const provider = createAuthProvider(async () => {
      throw new Error('offline')
    })
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toThrow('offline')
  })
})
