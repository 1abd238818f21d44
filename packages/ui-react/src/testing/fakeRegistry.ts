// Test-only: wallets of the wallet registry, and a registry double.
import type { Wallet, WalletPage, WalletRegistry } from '@latch/core'
import { vi } from 'vitest'

/** A registry wallet named `name`; its id is the name in lower case with dashes. */
export function listedWallet(name: string, extra: Partial<Wallet> = {}): Wallet {
  return { id: name.toLowerCase().replace(/\s+/g, '-'), name, installed: false, ...extra }
}

/**
 * A registry of `count` wallets named "Wallet 1" … "Wallet n", paged by 40 like core's, whose
 * every call is a spy. Search matches names, case-insensitively.
 */
export function fakeRegistry(count: number, options: Partial<WalletRegistry> = {}) {
  const all = Array.from({ length: count }, (_, index) => listedWallet(`Wallet ${index + 1}`))
  const page = (wallets: readonly Wallet[], number: number): WalletPage => ({
    wallets: wallets.slice((number - 1) * 40, number * 40),
    count: wallets.length,
  })
  const registry = {
    featured: vi.fn(async () => all.slice(0, 2)),
    recommended: vi.fn(async () => all.slice(2, 4)),
    page: vi.fn(async (number: number) => page(all, number)),
    search: vi.fn(async (query: string) =>
      page(
        all.filter((wallet) => wallet.name.toLowerCase().includes(query.toLowerCase())),
        1,
      ),
    ),
  }
  // The test's own spies replace the default ones, keeping the spies' type.
  return { registry: Object.assign(registry, options) as typeof registry, all }
}
