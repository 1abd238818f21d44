import { recordImports } from '@latch/core/conformance'
import { describe, expect, it, vi } from 'vitest'
import { fakeKeplr } from './testing/fakeKeplr.js'

// The adapter as a page loads it: what the package's entry and `cosmosAdapter()` import before
// a wallet is used, and what `preload()` or the first call brings. Each test imports the
// package afresh, with the heavy modules recorded as they are imported (`recordImports`).
const heavyModules = [
  '@cosmjs/amino',
  '@cosmjs/crypto',
  '@cosmjs/encoding',
  '@cosmjs/proto-signing',
  '@cosmjs/stargate',
  'cosmjs-types/cosmos/bank/v1beta1/query',
  'cosmjs-types/cosmos/tx/v1beta1/tx',
  './discovery.js',
  './cosmosWallet.js',
  './cosmosChain.js',
  // The `./chain` entry's: a server's import, and the chain side's.
  './chain/allCosmosBalances.js',
] as const
const imports = recordImports(heavyModules, (module, factory) => vi.doMock(module, factory))

describe('cosmosAdapter before a wallet is used', () => {
  it('default: the package entry and the adapter import nothing of cosmjs, discovery neither', async () => {
    const { cosmosAdapter } = await import('./index.js')
    const before = imports.modules()
    imports.clear()
    const adapter = cosmosAdapter({ injected: {} })
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.isAddress('cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud')).toBe(true)
    expect(imports.modules()).toEqual(new Set())
    // The entry itself: the signature check and the networks load no cosmjs either.
    expect(before).toEqual(new Set())
  })

  it('behavior: preload finds the wallets only; the first connect loads the connected side, and the chain waits for a read or send', async () => {
    const wallet = fakeKeplr()
    const { cosmosAdapter } = await import('./cosmosAdapter.js')
    imports.clear()
    const adapter = cosmosAdapter({ injected: wallet.target })
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    await Promise.all([adapter.preload(), adapter.preload()])
    expect(adapter.getConnectors()).toMatchObject([{ id: 'keplr', name: 'Keplr' }])
    expect(events).toMatchObject([{ type: 'connectorsChanged' }])
    // The modal preloads as it opens: the connected side waits for a Cosmos wallet.
    expect(imports.count('./discovery.js')).toBe(1)
    expect(imports.count('./cosmosWallet.js')).toBe(0)
    expect([...imports.modules()].filter((module) => module.includes('cosmjs'))).toEqual([])
    await adapter.connect({ connectorId: 'keplr', network: undefined })
    expect(imports.count('./cosmosWallet.js')).toBe(1)
    // The node's client waits for the first read or send.
    expect(imports.modules()).not.toContain('@cosmjs/stargate')
    expect(imports.modules()).not.toContain('./cosmosChain.js')
    expect(imports.modules()).not.toContain('./chain/allCosmosBalances.js')
  })
})
