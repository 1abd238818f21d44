import { recordImports } from '@latch/core/conformance'
import { describe, expect, it, vi } from 'vitest'
import { fakeBitcoinWallet, walletRegistry } from './testing/fakeBitcoinWallet.js'

// The adapter as a page loads it: what the package's entry and `bitcoinAdapter()` import
// before a wallet is used, and what `preload()` or the first call brings. Each test imports the
// package afresh, with the heavy modules recorded as they are imported (`recordImports`).
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
const imports = recordImports(heavyModules, (module, factory) => vi.doMock(module, factory))

describe('bitcoinAdapter before a wallet is used', () => {
  it('default: the package entry and the adapter import none of the heavy modules, discovery neither', async () => {
    const { bitcoinAdapter } = await import('./index.js')
    const { wallet } = fakeBitcoinWallet()
    imports.clear()
    const adapter = bitcoinAdapter({ wallets: walletRegistry(wallet), injected: {} })
    // Nothing is listed before the wallet code loads: a page without a visitor carries none.
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.isAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true)
    expect(imports.modules()).toEqual(new Set())
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
    expect(imports.modules()).toContain('./discovery.js')
  })

  it('behavior: preload loads the connected side once; connecting loads the signer, not bitcoinjs-lib', async () => {
    const { bitcoinAdapter } = await import('./bitcoinAdapter.js')
    const { wallet } = fakeBitcoinWallet()
    imports.clear()
    const adapter = bitcoinAdapter({ wallets: walletRegistry(wallet), injected: {} })
    const connecting = adapter.connect({ connectorId: wallet.name, network: undefined })
    await Promise.all([adapter.preload?.(), adapter.preload?.()])
    await expect(connecting).resolves.toMatchObject({ connectorId: wallet.name })
    expect(imports.count('./bitcoinWallet.js')).toBe(1)
    expect(imports.modules()).toContain('./walletStandardSigner.js')
    // The chain reads and the PSBT code wait for the first read or send.
    for (const module of [
      'bitcoinjs-lib',
      '@bitcoinerlab/coinselect',
      './esploraClient.js',
      './transferPsbt.js',
    ]) {
      expect(imports.modules()).not.toContain(module)
    }
  })
})
