import type { AdapterConnector } from '@latch/core'
import type { Keplr } from './keplr.js'

/** Where wallets inject (`keplr`, `leap`, `cosmostation`): `window` or a test's. */
export type CosmosInjectedTarget = Record<string, unknown>

/** A wallet found on the page, with the id Latch lists it under. */
export type CosmosWalletSource = { id: string; keplr: Keplr }

export type DiscoveredCosmosWallet = AdapterConnector<CosmosWalletSource>

/**
 * The wallets Latch looks for, where each injects its Keplr-shaped API, and the name the modal
 * shows: Latch's, never one the page wrote.
 */
const knownWallets: readonly { id: string; name: string; path: readonly string[] }[] = [
  { id: 'keplr', name: 'Keplr', path: ['keplr'] },
  { id: 'leap', name: 'Leap', path: ['leap'] },
  { id: 'cosmostation', name: 'Cosmostation', path: ['cosmostation', 'providers', 'keplr'] },
]

/** What a wallet must have for the adapter to connect, read keys and sign with it. */
const requiredMethods = ['enable', 'getKey', 'getOfflineSigner'] as const

// Wallets inject as their content script runs, which can be after the page's load (Keplr's
// own guide waits for `load`): how long and how often discovery looks again for newcomers.
const lateInjectionWindowMs = 3_000
const lateInjectionPollMs = 250

function read(target: CosmosInjectedTarget, path: readonly string[]): Keplr | undefined {
  // A page may put getters that throw, or anything at all, where a wallet injects.
  try {
    let value: unknown = target
    for (const key of path) {
      if (typeof value !== 'object' || value === null) return undefined
      value = (value as Record<string, unknown>)[key]
    }
    if (typeof value !== 'object' || value === null) return undefined
    const api = value as Record<string, unknown>
    for (const method of requiredMethods) {
      if (typeof api[method] !== 'function') return undefined
    }
    return value as Keplr
  } catch {
    return undefined
  }
}

/**
 * Finds the page's Cosmos wallets: Keplr (`window.keplr`), Leap (`window.leap`) and
 * Cosmostation (`window.cosmostation.providers.keplr`), and the site's `walletNames` (a
 * Keplr-shaped wallet at `window[key]`, under the site's name), each listed (INJECTED) only when it has
 * the functions the adapter calls (`enable`, `getKey`, `getOfflineSigner`). The names are
 * Latch's, and no icon or text of the page reaches the modal.
 *
 * `wallets()` reads the page again on every call, so a wallet that injected late is there the
 * next time the connectors are listed; for the modal to hear of it without asking, discovery
 * looks again every 250 ms for 3 s after it starts and calls `onChange` when the list changed.
 */
export function discoverCosmosWallets(
  target: CosmosInjectedTarget | undefined,
  onChange: () => void,
  walletNames: Readonly<Record<string, string>> = {},
) {
  // The site's own Keplr-shaped wallets, by the key they inject at: named as the site says.
  const listed = [
    ...knownWallets,
    ...Object.entries(walletNames)
      .filter(([key]) => !knownWallets.some((known) => known.id === key))
      .map(([key, name]) => ({ id: key, name: String(name), path: [key] })),
  ]
  function wallets(): DiscoveredCosmosWallet[] {
    if (!target) return []
    const found: DiscoveredCosmosWallet[] = []
    for (const { id, name, path } of listed) {
      const keplr = read(target, path)
      if (!keplr) continue
      found.push({
        wallet: { id, keplr },
        connector: { id, name, type: 'INJECTED', chain: 'cosmos' },
      })
    }
    // Leap and Cosmostation may also answer as `window.keplr` (an option of theirs): the
    // visitor sees each wallet once, under its own name.
    return found.filter(
      (entry) =>
        !found.some((other) => other !== entry && other.wallet.keplr === entry.wallet.keplr) ||
        entry.wallet.id !== 'keplr',
    )
  }

  const idsOf = () =>
    wallets()
      .map(({ connector }) => connector.id)
      .join()
  let seen = idsOf()
  const started = Date.now()
  const timer = setInterval(() => {
    const ids = idsOf()
    if (ids !== seen) {
      seen = ids
      onChange()
    }
    if (Date.now() - started >= lateInjectionWindowMs) clearInterval(timer)
  }, lateInjectionPollMs)
  return { wallets, stop: () => clearInterval(timer) }
}
