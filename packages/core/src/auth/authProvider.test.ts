import { describe, expect, it, vi } from 'vitest'
import { createAuthProvider } from './authProvider.js'

function target() {
  const account = {
    address: 'A3pq',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  } as const
  return {
    connect: vi.fn(async () => account),
    reconnect: vi.fn(async () => account),
    switchNetwork: vi.fn(async () => {}),
    request: vi.fn(async () => ['0xabc']),
    disconnect: vi.fn(async () => {}),
  } as const
}

describe('createAuthProvider', () => {
  it('default: nothing loads until the first call, which each reaches the loaded wallet', async () => {
    const loaded = target()
    const load = vi.fn(async () => loaded)
    const provider = createAuthProvider('solana', load)
    provider.on('accountsChanged', () => {})
    expect(provider.namespace).toBe('solana')
    expect(load).not.toHaveBeenCalled()
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(['0xabc'])
    expect(loaded.request).toHaveBeenCalledWith({ method: 'eth_accounts' })
    await provider.connect({ network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
    expect(loaded.connect).toHaveBeenCalledWith({
      network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    await provider.reconnect()
    expect(loaded.reconnect).toHaveBeenCalledTimes(1)
    await provider.switchNetwork('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(loaded.switchNetwork).toHaveBeenCalledWith('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    await provider.disconnect()
    expect(loaded.disconnect).toHaveBeenCalledTimes(1)
  })

  it('behavior: events reach the listeners still subscribed', () => {
    const provider = createAuthProvider('eip155', async () => {
      throw new Error('not loaded')
    })
    const onChain = vi.fn()
    const onAccounts = vi.fn()
    const onNetwork = vi.fn()
    provider.on('chainChanged', onChain)
    provider.on('accountsChanged', onAccounts)
    provider.on('networkChanged', onNetwork)
    provider.emit('chainChanged', '0xa')
    provider.emit('networkChanged', 'eip155:10')
    provider.removeListener('chainChanged', onChain)
    provider.emit('chainChanged', '0x1')
    expect(onChain).toHaveBeenCalledTimes(1)
    expect(onChain).toHaveBeenCalledWith('0xa')
    expect(onNetwork).toHaveBeenCalledWith('eip155:10')
    expect(onAccounts).not.toHaveBeenCalled()
  })

  it('behavior: a failed load rejects the call', async () => {
    const provider = createAuthProvider('eip155', async () => {
      throw new Error('offline')
    })
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toThrow('offline')
    await expect(provider.connect()).rejects.toThrow('offline')
  })
})
