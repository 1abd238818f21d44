import type { AdapterConnector } from '@latch/core'
import type { InjectedWeb3Entry } from './injectedWeb3.js'

/** Where extensions inject (`injectedWeb3`, and Nova's `walletExtension`): `window` or a test's. */
export type PolkadotInjectedTarget = Record<string, unknown>

/** An extension found in `injectedWeb3`, with the key it injected under. */
export type PolkadotExtensionSource = { key: string; entry: InjectedWeb3Entry }

export type DiscoveredPolkadotExtension = AdapterConnector<PolkadotExtensionSource>

// Keys are what the extensions choose; anything else (spaces, markup, 200 characters) is no
// extension's, and a key is also the connector's id and, unknown, its name.
const keyPattern = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,47}$/
const maxVersionLength = 32

/** The names of the extensions Latch knows, by key; others are listed by their key. */
const knownExtensions: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
  polkagate: 'PolkaGate',
}

// Extensions inject as their content script runs, which can be after the page's load: how
// long and how often discovery looks again for newcomers, to tell the modal of them.
const lateInjectionWindowMs = 3_000
const lateInjectionPollMs = 250

function readEntry(injected: Record<string, unknown>, key: string): InjectedWeb3Entry | undefined {
  if (!keyPattern.test(key)) return undefined
  // A page may put getters that throw; such an entry is nobody's extension.
  try {
    const entry = injected[key]
    if (typeof entry !== 'object' || entry === null) return undefined
    const { enable, version } = entry as Record<string, unknown>
    if (typeof enable !== 'function') return undefined
    if (typeof version !== 'string' || version.length > maxVersionLength) return undefined
    return entry as InjectedWeb3Entry
  } catch {
    return undefined
  }
}

/** Nova Wallet's in-app browser injects as `polkadot-js` and says so on `walletExtension`. */
function isNova(target: PolkadotInjectedTarget): boolean {
  try {
    const extension = target.walletExtension as { isNovaWallet?: unknown } | undefined
    return extension?.isNovaWallet === true
  } catch {
    return false
  }
}

function nameOf(
  key: string,
  target: PolkadotInjectedTarget,
  siteNames: Readonly<Record<string, string>>,
): string {
  if (key === 'polkadot-js' && isNova(target)) return 'Nova Wallet'
  // Own keys only: `toString` is a key an extension may take, and no name of Latch's.
  for (const names of [siteNames, knownExtensions]) {
    if (Object.hasOwn(names, key)) return names[key] as string
  }
  return key
}

/**
 * Finds the page's Polkadot extensions in `injectedWeb3`: every entry whose key is a plain
 * short name, with an `enable` function and a `version` string (INJECTED, id = key). The
 * names come from the site's `siteNames`, Latch's list of known keys, or are the key itself:
 * nothing the page wrote other than the key reaches the modal, and no icon (the modal shows
 * its placeholder).
 *
 * `wallets()` reads `injectedWeb3` again on every call, so an extension that injected late is
 * there the next time the connectors are listed; for the modal to hear of it without asking,
 * discovery looks again every 250 ms for 3 s after it starts and calls `onChange` when the
 * keys changed.
 */
export function discoverPolkadotExtensions(
  target: PolkadotInjectedTarget | undefined,
  onChange: () => void,
  siteNames: Readonly<Record<string, string>> = {},
) {
  function wallets(): DiscoveredPolkadotExtension[] {
    let injected: unknown
    try {
      injected = target?.injectedWeb3
    } catch {
      return []
    }
    if (typeof injected !== 'object' || injected === null || !target) return []
    const found: DiscoveredPolkadotExtension[] = []
    for (const key of Object.keys(injected)) {
      const entry = readEntry(injected as Record<string, unknown>, key)
      if (!entry) continue
      found.push({
        wallet: { key, entry },
        connector: {
          id: key,
          name: nameOf(key, target, siteNames),
          type: 'INJECTED',
          chain: 'polkadot',
        },
      })
    }
    return found
  }

  const keysOf = () =>
    wallets()
      .map(({ connector }) => connector.id)
      .join()
  let seen = keysOf()
  const started = Date.now()
  const timer = setInterval(() => {
    const keys = keysOf()
    if (keys !== seen) {
      seen = keys
      onChange()
    }
    if (Date.now() - started >= lateInjectionWindowMs) clearInterval(timer)
  }, lateInjectionPollMs)
  return {
    wallets,
    stop: () => clearInterval(timer),
  }
}
