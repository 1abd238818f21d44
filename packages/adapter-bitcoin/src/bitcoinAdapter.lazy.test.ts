import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBitcoinWallet, walletRegistry } from './testing/fakeBitcoinWallet.js'

// The adapter as a page loads it: what the package's entry and `bitcoinAdapter()` import
// before a wallet is used, and what `preload()` or the first call brings. Each test imports the
// package afresh, with the heavy modules recorded as they are imported.
const heavyModules = [
  'bitcoinjs-lib',
  '@bitcoinerlab/secp256k1',
  '@bitcoinerlab/coinselect',
  '@bitcoinerlab/descriptors',
  './discovery.js',
  './bitcoinWallet.js',
  './walletStandardSigner.js',
  './esploraClient.js',
  './transferPsbt.js',
  './bip322.js',
] as const
type HeavyModule = (typeof heavyModules)[number]

const imported = vi.fn<(module: HeavyModule) => void>()
const importedModules = () => new Set(imported.mock.calls.map(([module]) => module))

beforeEach(() => {
  imported.mockClear()
  vi.resetModules()
  for (const module of heavyModules) {
    vi.doMock(module, async (importOriginal) => {
      imported(module)
      return importOriginal()
    })
  }
})

describe('bitcoinAdapter before a wallet is used', () => {
  it('default: the package entry and the adapter import none of the heavy modules, discovery neither', async () => {
    const { bitcoinAdapter } = await import('./index.js')
    const { wallet } = fakeBitcoinWallet()
    imported.mockClear()
    const adapter = bitcoinAdapter({ wallets: walletRegistry(wallet), injected: {} })
    // Nothing is listed before the wallet code loads: a page without a visitor carries none.
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.isAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true)
    expect(importedModules()).toEqual(new Set())
  })

  it('behavior: preload finds the wallets and says so (connectorsChanged)', async () => {
    const { bitcoinAdapter } = await import('./index.js')
    const { wallet } = fakeBitcoinWallet()
    const adapter = bitcoinAdapter({ wallets: walletRegistry(wallet), injected: {} })
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    await adapter.preload?.()
    expect(adapter.getConnectors()).toMatchObject([{ id: wallet.name, type: 'ANNOUNCED' }])
    expect(events).toMatchObject([
      { type: 'connectorsChanged', connectors: [{ id: wallet.name, type: 'ANNOUNCED' }] },
    ])
    expect(importedModules()).toContain('./discovery.js')
  })

  it('behavior: preload loads the connected side once; connecting loads the signer, not bitcoinjs-lib', async () => {
    const { bitcoinAdapter } = await import('./bitcoinAdapter.js')
    const { wallet } = fakeBitcoinWallet()
    imported.mockClear()
    const adapter = bitcoinAdapter({ wallets: walletRegistry(wallet), injected: {} })
    const connecting = adapter.connect({ connectorId: wallet.name, network: undefined })
    await Promise.all([adapter.preload?.(), adapter.preload?.()])
    await expect(connecting).resolves.toMatchObject({ connectorId: wallet.name })
    expect(imported.mock.calls.filter(([module]) => module === './bitcoinWallet.js')).toHaveLength(
      1,
    )
    expect(importedModules()).toContain('./walletStandardSigner.js')
    // The chain reads and the PSBT code wait for the first read or send.
    for (const module of [
      'bitcoinjs-lib',
      '@bitcoinerlab/coinselect',
      './esploraClient.js',
      './transferPsbt.js',
    ]) {
      expect(importedModules()).not.toContain(module)
    }
  })
})
