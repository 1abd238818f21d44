import { recordImports } from '@latch/core/conformance'
import { SOLANA_DEVNET_REFERENCE } from '@latch/core/constants'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import type { SolanaWalletRegistry } from './discovery.js'

// The adapter as a page loads it: what the package's entry and `solanaAdapter()` import before
// a wallet is used, and what `preload()` or the first call brings. Each test imports the
// package afresh, with the heavy modules recorded as they are imported (`recordImports`).
const heavyModules = [
  '@solana/kit',
  // The request schemas, with zod.
  './solanaRequest.js',
  './solanaWallet.js',
  './discovery.js',
  './solanaReads.js',
  './transferTransaction.js',
] as const
const imports = recordImports(heavyModules, (module, factory) => vi.doMock(module, factory))

const account: WalletAccount = {
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  publicKey: new Uint8Array(32),
  chains: ['solana:devnet'],
  features: [],
}

/** A wallet-standard Solana wallet that connects at once, in a registry of its own. */
function walletRegistry(): SolanaWalletRegistry {
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Lazy Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:devnet'],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: [0],
        signTransaction: async () => [],
      },
    },
  }
  return { get: () => [wallet], on: () => () => {} }
}

describe('solanaAdapter before a wallet is used', () => {
  it('default: the package entry and the adapter import no @solana/kit; preload lists the wallets', async () => {
    const { solanaAdapter } = await import('./index.js')
    const adapter = solanaAdapter({ wallets: walletRegistry() })
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.isAddress(account.address)).toBe(true)
    expect(imports.modules()).not.toContain('@solana/kit')
    expect(imports.modules()).not.toContain('./solanaWallet.js')
    await adapter.preload?.()
    expect(adapter.getConnectors()).toMatchObject([{ id: 'Lazy Wallet', type: 'ANNOUNCED' }])
  })

  it('behavior: solanaAdapter() alone, as a bundle keeps it, imports none of the heavy modules, discovery neither', async () => {
    const { solanaAdapter } = await import('./solanaAdapter.js')
    solanaAdapter({ wallets: walletRegistry() }).getConnectors()
    expect(imports.modules()).toEqual(new Set())
  })

  it('behavior: preload loads the connected side once; calls made before it wait for it', async () => {
    const { solanaAdapter } = await import('./solanaAdapter.js')
    const adapter = solanaAdapter({ wallets: walletRegistry() })
    const connecting = adapter.connect({ connectorId: 'Lazy Wallet', network: undefined })
    await Promise.all([adapter.preload?.(), adapter.preload?.()])
    await expect(connecting).resolves.toEqual({
      connectorId: 'Lazy Wallet',
      accounts: [{ address: account.address, type: 'eoa' }],
      network: `solana:${SOLANA_DEVNET_REFERENCE}`,
    })
    expect(imports.count('./solanaWallet.js')).toBe(1)
    // The cluster reads and the transaction builder wait for the first read or send, the
    // request schemas (zod) for the first signing request.
    expect(imports.modules()).not.toContain('./solanaReads.js')
    expect(imports.modules()).not.toContain('./transferTransaction.js')
    expect(imports.modules()).not.toContain('./solanaRequest.js')
    await expect(adapter.connect({ connectorId: 'Nope', network: undefined })).rejects.toThrow(
      'No connector found with id Nope',
    )
  })
})
