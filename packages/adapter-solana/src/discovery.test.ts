import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { discoverSolanaWallets, isSolanaWallet, type SolanaWalletRegistry } from './discovery.js'

const icon = 'data:image/png;base64,AA==' as const
const noop = async () => ({})

function fakeWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    version: '1.0.0',
    name: 'Phantomish',
    icon,
    chains: ['solana:mainnet'],
    features: {
      'standard:connect': { version: '1.0.0', connect: noop },
      'solana:signAndSendTransaction': { version: '1.0.0', signAndSendTransaction: noop },
    },
    accounts: [],
    ...overrides,
  }
}

/** A registry like `getWallets()`'s, kept in this test. */
function registry(initial: Wallet[]) {
  const wallets = [...initial]
  const listeners: Record<string, (() => void)[]> = { register: [], unregister: [] }
  const api: SolanaWalletRegistry = {
    get: () => wallets,
    on: ((event: 'register' | 'unregister', listener: () => void) => {
      listeners[event]?.push(listener)
      return () => {
        listeners[event] = (listeners[event] ?? []).filter((other) => other !== listener)
      }
    }) as SolanaWalletRegistry['on'],
  }
  return {
    api,
    register(wallet: Wallet) {
      wallets.push(wallet)
      for (const listener of listeners.register ?? []) listener()
    },
    listenerCount: () => (listeners.register?.length ?? 0) + (listeners.unregister?.length ?? 0),
  }
}

describe('isSolanaWallet', () => {
  it('behavior: needs standard:connect, a solana chain and a transaction signer', () => {
    expect(isSolanaWallet(fakeWallet())).toBe(true)
    expect(isSolanaWallet(fakeWallet({ chains: ['sui:mainnet'] }))).toBe(false)
    expect(
      isSolanaWallet(fakeWallet({ features: { 'standard:connect': { version: '1.0.0' } } })),
    ).toBe(false)
    expect(
      isSolanaWallet(fakeWallet({ features: { 'solana:signTransaction': { version: '1.0.0' } } })),
    ).toBe(false)
  })
})

describe('discoverSolanaWallets', () => {
  it('default: one ANNOUNCED connector per name; the first of a name keeps it', () => {
    const first = fakeWallet()
    const { api } = registry([
      first,
      fakeWallet({ icon: 'data:image/png;base64,BB==' }),
      fakeWallet({ name: 'Sui only', chains: ['sui:mainnet'] }),
    ])
    const discovery = discoverSolanaWallets(api, () => {})
    expect(discovery.wallets().map((found) => found.connector)).toEqual([
      {
        id: 'Phantomish',
        name: 'Phantomish',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: icon,
        info: { icon },
      },
    ])
    expect(discovery.wallets().map((found) => found.wallet)).toEqual([first])
  })

  it('behavior: an icon that is not a safe image is dropped; a blank name is ignored', () => {
    const { api } = registry([
      fakeWallet({ name: ' Spaced ', icon: 'javascript:alert(1)' as never }),
      fakeWallet({ name: '   ' }),
    ])
    expect(
      discoverSolanaWallets(api, () => {})
        .wallets()
        .map((found) => found.connector),
    ).toEqual([{ id: 'Spaced', name: 'Spaced', type: 'ANNOUNCED', chain: 'solana' }])
  })

  it('behavior: later registrations call onChange until stopped', () => {
    const fake = registry([])
    let changes = 0
    const discovery = discoverSolanaWallets(fake.api, () => changes++)
    fake.register(fakeWallet())
    expect(changes).toBe(1)
    expect(discovery.wallets()).toHaveLength(1)
    discovery.stop()
    expect(fake.listenerCount()).toBe(0)
  })
})
