import type { AdapterConnector } from '@latch/core'
import { isSafeImageUrl, walletStandardRegistry } from '@latch/core/internal'
import {
  SolanaSignAndSendTransaction,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'

/** The part of `getWallets()` (`@wallet-standard/app`) discovery needs. */
export type SolanaWalletRegistry = Pick<Wallets, 'get' | 'on'>

/** The page's Wallet Standard registry (core's), where its wallets register. */
export function pageWallets(): SolanaWalletRegistry {
  return walletStandardRegistry<Wallet>()
}

export type DiscoveredSolanaWallet = AdapterConnector<Wallet>

/**
 * Whether a registered wallet can serve a Solana site: it connects (`standard:connect`), it
 * names a `solana:` chain, and it signs transactions. Wallets of other chains register on
 * the same page and are left out.
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  const { features, chains } = wallet
  return (
    StandardConnect in features &&
    chains.some((chain) => chain.startsWith('solana:')) &&
    (SolanaSignAndSendTransaction in features || SolanaSignTransaction in features)
  )
}

/**
 * Finds the page's Solana wallets through wallet-standard: every registered wallet that
 * {@link isSolanaWallet}, as an ANNOUNCED connector whose id is its name (the first wallet of
 * a name keeps it: a later script cannot take over its id). `onChange` hears of wallets that
 * register or unregister later.
 */
export function discoverSolanaWallets(registry: SolanaWalletRegistry, onChange: () => void) {
  function wallets(): DiscoveredSolanaWallet[] {
    const found = new Map<string, DiscoveredSolanaWallet>()
    for (const wallet of registry.get()) {
      const name = typeof wallet.name === 'string' ? wallet.name.trim() : ''
      if (!name || found.has(name) || !isSolanaWallet(wallet)) continue
      const icon =
        typeof wallet.icon === 'string' && isSafeImageUrl(wallet.icon) ? wallet.icon : undefined
      found.set(name, {
        wallet,
        connector: {
          id: name,
          name,
          type: 'ANNOUNCED',
          chain: 'solana',
          ...(icon ? { imageUrl: icon, info: { icon } } : {}),
        },
      })
    }
    return [...found.values()]
  }
  const offRegister = registry.on('register', onChange)
  const offUnregister = registry.on('unregister', onChange)
  return {
    wallets,
    stop() {
      offRegister()
      offUnregister()
    },
  }
}
