import { solanaAdapter } from '@latch/adapter-solana'
import type { ChainAdapter } from '@latch/core'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { benchSolanaChains, benchWallet, installBenchWallet } from './benchWallet.js'

// The init script runs in the page; here `window` is a bare EventTarget, which is all it and
// the Wallet Standard's registry (core's, through adapter-solana) use.
beforeAll(() => {
  vi.stubGlobal('window', new EventTarget())
})
afterAll(() => {
  vi.unstubAllGlobals()
})

/** The wallets an adapter lists, as the modal gets them. */
const listed = (adapter: ChainAdapter) =>
  adapter
    .getConnectors()
    .filter((connector) => connector.type === 'ANNOUNCED')
    .map((connector) => connector.name)

test('behavior: announces the EIP-6963 provider now and on every request', () => {
  const announced: unknown[] = []
  const hear = (event: Event) =>
    announced.push((event as CustomEvent<{ info: unknown }>).detail.info)
  window.addEventListener('eip6963:announceProvider', hear)
  installBenchWallet({ info: benchWallet, walletStandardChains: [] })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.removeEventListener('eip6963:announceProvider', hear)
  expect(announced).toEqual([benchWallet, benchWallet])
})

// The Wallet Standard's registry is one for the module's life, so these run in order on
// one page: the bench's own order first (the wallet before the site's discovery), then wallets
// installed once the registry listens.
describe('adapter-solana on a page with the bench wallet', () => {
  const adapter = solanaAdapter()

  test('behavior: lists the wallet that registered before the page loaded its discovery', async () => {
    installBenchWallet({ info: benchWallet, walletStandardChains: benchSolanaChains })
    // The first wallet the Solana page times: discovery loads on `preload()`.
    await adapter.preload?.()
    const [wallet] = adapter.getConnectors()
    expect(wallet).toEqual(
      expect.objectContaining({
        id: benchWallet.name,
        name: benchWallet.name,
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: benchWallet.icon,
      }),
    )
  })

  test('behavior: a wallet installed once the registry listens is listed too', () => {
    installBenchWallet({
      info: { ...benchWallet, name: 'Later Wallet' },
      walletStandardChains: benchSolanaChains,
    })
    expect(listed(adapter)).toEqual([benchWallet.name, 'Later Wallet'])
  })

  test('behavior: without chains the wallet does not register for Solana (the EVM pages)', () => {
    installBenchWallet({
      info: { ...benchWallet, name: 'EVM Only Wallet' },
      walletStandardChains: [],
    })
    expect(listed(adapter)).toEqual([benchWallet.name, 'Later Wallet'])
  })
})
