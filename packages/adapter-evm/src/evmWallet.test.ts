import { AdapterError, type AdapterEvent } from '@latch/core'
import { describe, expect, it, vi } from 'vitest'
import type { Eip1193EventMap, Eip1193Provider } from './eip1193.js'
import { evmAdapter } from './evmAdapter.js'
import { createEvmWallet } from './evmWallet.js'

// The connected side of the eip155 adapter against a scripted EIP-1193 provider; the
// adapter's tests against the local chains (evmAdapter.test.ts) cover the rest.

function scriptedProvider(accounts: string[] = ['0x00000000000000000000000000000000000000a1']) {
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const provider = {
    request: vi.fn(async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return accounts
      if (method === 'eth_chainId') return '0xa'
      return null
    }),
    on: vi.fn((event: keyof Eip1193EventMap, listener: (...args: never[]) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    }),
    removeListener: vi.fn((event: keyof Eip1193EventMap, listener: (...args: never[]) => void) => {
      listeners.get(event)?.delete(listener)
    }),
  }
  const fire = (event: keyof Eip1193EventMap, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? [])
      (listener as (...values: unknown[]) => void)(...args)
  }
  const count = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
  return {
    provider: provider as unknown as Eip1193Provider,
    request: provider.request,
    fire,
    count,
  }
}

function setup() {
  const scripted = scriptedProvider()
  const events: AdapterEvent[] = []
  const wallet = createEvmWallet({
    providerFor: (connectorId) => {
      if (connectorId !== 'io.test') {
        throw new AdapterError('CONNECTOR_NOT_FOUND', { values: { connectorId } })
      }
      return scripted.provider
    },
    emit: (event) => events.push(event),
    reads: {},
  })
  return { ...scripted, wallet, events }
}

describe('createEvmWallet', () => {
  it("default: connect asks for the accounts, then reports the wallet's events", async () => {
    const { wallet, events, fire, request } = setup()
    await expect(wallet.connect({ connectorId: 'io.test', network: undefined })).resolves.toEqual({
      connectorId: 'io.test',
      accounts: [{ address: '0x00000000000000000000000000000000000000a1', type: 'eoa' }],
      network: 'eip155:10',
    })
    expect(request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' })
    fire('chainChanged', '0x1')
    fire('accountsChanged', [])
    fire('disconnect', new Error('gone'))
    expect(events).toEqual([
      { type: 'networkChanged', connectorId: 'io.test', caipNetworkId: 'eip155:1' },
      { type: 'accountsChanged', connectorId: 'io.test', accounts: [] },
      { type: 'disconnected', connectorId: 'io.test' },
    ])
  })

  it('behavior: an unknown connector rejects with its error', async () => {
    const { wallet } = setup()
    await expect(wallet.connect({ connectorId: 'io.other', network: undefined })).rejects.toThrow(
      'No connector found with id io.other',
    )
  })

  it('behavior: disconnect stops listening and revokes the permission', async () => {
    const { wallet, request, count } = setup()
    const connection = await wallet.reconnect({ connectorId: 'io.test' })
    expect(request).toHaveBeenCalledWith({ method: 'eth_accounts' })
    expect(count()).toBe(3)
    await wallet.disconnect({ connection })
    expect(count()).toBe(0)
    expect(request).toHaveBeenLastCalledWith({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    await expect(wallet.signMessage({ message: 'hi', address: '0x' })).rejects.toThrow(
      'The wallet is not connected',
    )
  })
})

describe('evmAdapter before a wallet is used', () => {
  it('behavior: preload loads the connected side once; calls made before it wait for it', async () => {
    const { provider, request } = scriptedProvider()
    const adapter = evmAdapter({
      target: new EventTarget(),
      providers: [{ id: 'io.test', name: 'Test', provider }],
    })
    const connecting = adapter.connect({ connectorId: 'io.test', network: undefined })
    await Promise.all([adapter.preload?.(), adapter.preload?.()])
    await expect(connecting).resolves.toMatchObject({ connectorId: 'io.test' })
    expect(request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' })
    await expect(adapter.connect({ connectorId: 'io.other', network: undefined })).rejects.toThrow(
      'No connector found with id io.other',
    )
  })

  it('behavior: a provider the site brings takes the place of a discovered wallet of its id', async () => {
    const injected = scriptedProvider()
    const own = scriptedProvider()
    const adapter = evmAdapter({
      target: Object.assign(new EventTarget(), { ethereum: injected.provider }),
      providers: [{ id: 'injected', name: 'Our Wallet', provider: own.provider }],
    })
    expect(adapter.getConnectors()).toEqual([
      { id: 'injected', name: 'Our Wallet', type: 'EXTERNAL', chain: 'eip155' },
    ])
    await adapter.connect({ connectorId: 'injected', network: undefined })
    expect(own.request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' })
    expect(injected.request).not.toHaveBeenCalled()
  })
})
