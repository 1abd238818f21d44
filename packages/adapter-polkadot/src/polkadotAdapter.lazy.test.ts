import { recordImports } from '@latch/core/conformance'
import { describe, expect, it, vi } from 'vitest'
import { fakePolkadotExtension } from './testing/fakePolkadotExtension.js'

// The adapter as a page loads it: what the package's entry and `polkadotAdapter()` import
// before a wallet is used, and what `preload()` or the first call brings. Each test imports the
// package afresh, with the heavy modules recorded as they are imported (`recordImports`).
const heavyModules = [
  '@polkadot/api',
  '@polkadot/util',
  '@polkadot/util-crypto',
  './discovery.js',
  './polkadotWallet.js',
  './polkadotChain.js',
] as const
const imports = recordImports(heavyModules, (module, factory) => vi.doMock(module, factory))

describe('polkadotAdapter before a wallet is used', () => {
  it('default: the package entry and the adapter import nothing of @polkadot/*, discovery neither', async () => {
    const { polkadotAdapter } = await import('./index.js')
    imports.clear()
    const adapter = polkadotAdapter({ injected: { injectedWeb3: {} } })
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.isAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
    expect(imports.modules()).toEqual(new Set())
  })

  it('behavior: preload finds the extensions only; the first connect loads the connected side, not @polkadot/api', async () => {
    const extension = await fakePolkadotExtension()
    const { polkadotAdapter } = await import('./polkadotAdapter.js')
    imports.clear()
    const adapter = polkadotAdapter({ injected: { injectedWeb3: { talisman: extension.entry } } })
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    await Promise.all([adapter.preload(), adapter.preload()])
    expect(adapter.getConnectors()).toMatchObject([{ id: 'talisman', name: 'Talisman' }])
    expect(events).toMatchObject([{ type: 'connectorsChanged' }])
    // The modal preloads as it opens: the connected side waits for a Polkadot wallet.
    expect(imports.count('./polkadotWallet.js')).toBe(0)
    expect(imports.modules()).not.toContain('@polkadot/util-crypto')
    await adapter.connect({ connectorId: 'talisman', network: undefined })
    expect(imports.count('./polkadotWallet.js')).toBe(1)
    expect(imports.modules()).toContain('@polkadot/util-crypto')
    // The node's API waits for the first read or send.
    expect(imports.modules()).not.toContain('@polkadot/api')
    expect(imports.modules()).not.toContain('./polkadotChain.js')
  })
})
