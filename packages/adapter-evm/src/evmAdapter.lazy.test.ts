import { recordImports } from '@latch/core/testing'
import { describe, expect, it, vi } from 'vitest'
import type { Eip1193Provider } from './eip1193.js'

// The adapter as a page loads it: what `evmAdapter()` imports before a wallet is used, and
// what `preload()` brings. Each test imports the adapter afresh, with the modules recorded as
// they are imported (`recordImports`).
const imports = recordImports(['./discovery.js', './evmWallet.js'] as const, (module, factory) =>
  vi.doMock(module, factory),
)

const address = '0x1111111111111111111111111111111111111111'

const provider: Eip1193Provider = {
  request: async ({ method }) => (method === 'eth_chainId' ? '0x1' : [address]),
  on: () => undefined,
  removeListener: () => undefined,
}

/** A page whose wallet answers every EIP-6963 request, as wallets do. */
function pageWithWallet(): EventTarget {
  const page = new EventTarget()
  const detail = {
    info: {
      uuid: '6f1f5b8e-5a7c-4d1e-9b7a-2c3d4e5f6a7b',
      name: 'Lazy Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      rdns: 'dev.latch.lazy',
    },
    provider,
  }
  const announce = () => page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  page.addEventListener('eip6963:requestProvider', announce)
  announce()
  return page
}

describe('evmAdapter before a wallet is used', () => {
  it('default: evmAdapter() imports neither discovery nor the wallet code; preload finds the wallets and says so', async () => {
    const { evmAdapter } = await import('./evmAdapter.js')
    const adapter = evmAdapter({ target: pageWithWallet() })
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.isAddress(address)).toBe(true)
    expect(imports.modules()).toEqual(new Set())
    await adapter.preload?.()
    const wallet = { id: 'dev.latch.lazy', name: 'Lazy Wallet', type: 'ANNOUNCED' }
    expect(adapter.getConnectors()).toMatchObject([wallet])
    expect(events).toMatchObject([{ type: 'connectorsChanged', connectors: [wallet] }])
    expect(imports.modules()).toEqual(new Set(['./discovery.js', './evmWallet.js']))
  })

  it('behavior: a connect before preload waits for discovery, then finds its wallet', async () => {
    const { evmAdapter } = await import('./evmAdapter.js')
    const adapter = evmAdapter({ target: pageWithWallet() })
    await expect(
      adapter.connect({ connectorId: 'dev.latch.lazy', network: undefined }),
    ).resolves.toMatchObject({ connectorId: 'dev.latch.lazy', accounts: [{ address }] })
    await expect(
      adapter.connect({ connectorId: 'dev.latch.nope', network: undefined }),
    ).rejects.toThrow('No connector found with id dev.latch.nope')
    expect(imports.count('./discovery.js')).toBe(1)
  })
})
