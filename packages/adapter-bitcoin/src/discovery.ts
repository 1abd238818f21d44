import type { AdapterConnector, ConnectorType } from '@latch/core'
import { isSafeImageUrl, walletStandardRegistry } from '@latch/core/internal'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type {
  BitcoinWalletSource,
  LeatherProvider,
  SatsConnectProvider,
  UnisatProvider,
} from './bitcoinWalletSource.js'

/** The part of `getWallets()` (`@wallet-standard/app`) discovery needs. */
export type BitcoinWalletRegistry = Pick<Wallets, 'get' | 'on'>

/** The page's Wallet Standard registry (core's), where its wallets register. */
export function pageWallets(): BitcoinWalletRegistry {
  return walletStandardRegistry<Wallet>()
}

/** Where injected providers live: `window`, or what a test passes. */
export type BitcoinInjectedTarget = Record<string, unknown>

export type DiscoveredBitcoinWallet = AdapterConnector<BitcoinWalletSource>

const satsConnectFeature = 'sats-connect:'
// Wallet names go into the modal as text; a long or control-character name is not a wallet's.
const maxNameLength = 64
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const controlCharacters = /[\u0000-\u001f\u007f]/

/**
 * Whether a registered wallet can serve a Bitcoin site: it connects (`bitcoin:connect`),
 * names a `bitcoin:` chain and signs PSBTs (`bitcoin:signTransaction`), or it offers a
 * sats-connect provider. Wallets of other chains register on the same page and are left out.
 */
export function isBitcoinWallet(wallet: Wallet): boolean {
  const { features, chains } = wallet
  if (satsConnectProviderOf(wallet)) return true
  return (
    'bitcoin:connect' in features &&
    'bitcoin:signTransaction' in features &&
    chains.some((chain) => chain.startsWith('bitcoin:'))
  )
}

function hasRequest(value: unknown): value is { request: SatsConnectProvider['request'] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

function satsConnectProviderOf(wallet: Wallet): SatsConnectProvider | undefined {
  const feature = (wallet.features as Record<string, unknown>)[satsConnectFeature]
  const provider = (feature as { provider?: unknown } | undefined)?.provider
  return hasRequest(provider) ? provider : undefined
}

function isUnisat(value: unknown): value is UnisatProvider {
  const provider = value as Partial<Record<keyof UnisatProvider, unknown>> | null | undefined
  return (
    typeof provider?.requestAccounts === 'function' &&
    typeof provider.signPsbt === 'function' &&
    typeof provider.signMessage === 'function'
  )
}

/** A wallet's name as the modal may show it; undefined when it is not a plain short name. */
export function parseWalletName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > maxNameLength || controlCharacters.test(trimmed)) {
    return undefined
  }
  return trimmed
}

/** The value at a dotted path of `target` (`XverseProviders.BitcoinProvider`). */
function at(target: BitcoinInjectedTarget, path: string): unknown {
  let value: unknown = target
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/**
 * Finds the page's Bitcoin wallets, as the modal lists them:
 * - Wallet Standard wallets with `bitcoin:*` features, or a `sats-connect:` provider
 *   (ANNOUNCED, id = name);
 * - the sats-connect announcements of `window.btc_providers` (ANNOUNCED), each provider found at
 *   its `id` path of `window`;
 * - `window.XverseProviders.BitcoinProvider`, `window.unisat` and `window.LeatherProvider`
 *   (INJECTED) unless announced already.
 * An announced wallet needs a plain name and an icon that is a safe image URL (core's
 * `isSafeImageUrl`): any script on the page can announce. The first wallet of a name keeps
 * it, so a later script cannot take over its id. `onChange` hears of wallets that register
 * or unregister later through the Wallet Standard.
 */
export function discoverBitcoinWallets(
  registry: BitcoinWalletRegistry | undefined,
  target: BitcoinInjectedTarget | undefined,
  onChange: () => void,
) {
  function wallets(): DiscoveredBitcoinWallet[] {
    const found = new Map<string, DiscoveredBitcoinWallet>()
    const providers = new Set<unknown>()
    function add(
      source: BitcoinWalletSource,
      provider: unknown,
      type: ConnectorType,
      name: string,
      icon: string | undefined,
    ) {
      if (found.has(name) || providers.has(provider)) return
      providers.add(provider)
      found.set(name, {
        wallet: source,
        connector: {
          id: name,
          name,
          type,
          chain: 'bip122',
          ...(icon ? { imageUrl: icon, info: { icon } } : {}),
        },
      })
    }
    const announced = (name: unknown, icon: unknown) => {
      const checkedName = parseWalletName(name)
      const checkedIcon = typeof icon === 'string' && isSafeImageUrl(icon) ? icon : undefined
      return checkedName && checkedIcon ? { name: checkedName, icon: checkedIcon } : undefined
    }

    for (const wallet of registry?.get() ?? []) {
      const info = announced(wallet.name, wallet.icon)
      if (!info || !isBitcoinWallet(wallet)) continue
      const satsConnect = satsConnectProviderOf(wallet)
      const standard = 'bitcoin:connect' in wallet.features
      // A wallet with both speaks the Wallet Standard, the protocol every wallet here shares.
      if (standard) add({ kind: 'standard', wallet }, wallet, 'ANNOUNCED', info.name, info.icon)
      else if (satsConnect) {
        const source = { kind: 'satsConnect', provider: satsConnect } as const
        add(source, satsConnect, 'ANNOUNCED', info.name, info.icon)
      }
      if (satsConnect) providers.add(satsConnect)
    }
    if (!target) return [...found.values()]

    const list = at(target, 'btc_providers')
    for (const entry of Array.isArray(list) ? list : []) {
      if (typeof entry !== 'object' || entry === null) continue
      const { id, name, icon } = entry as Record<string, unknown>
      const info = announced(name, icon)
      const provider = typeof id === 'string' ? at(target, id) : undefined
      if (!info || !hasRequest(provider)) continue
      add({ kind: 'satsConnect', provider }, provider, 'ANNOUNCED', info.name, info.icon)
    }
    const xverse = at(target, 'XverseProviders.BitcoinProvider')
    if (hasRequest(xverse)) {
      add({ kind: 'satsConnect', provider: xverse }, xverse, 'INJECTED', 'Xverse', undefined)
    }
    const unisat = at(target, 'unisat')
    if (isUnisat(unisat)) {
      add({ kind: 'unisat', provider: unisat }, unisat, 'INJECTED', 'UniSat', undefined)
    }
    const leather = at(target, 'LeatherProvider')
    if (hasRequest(leather)) {
      const source = { kind: 'leather', provider: leather as LeatherProvider } as const
      add(source, leather, 'INJECTED', 'Leather', undefined)
    }
    return [...found.values()]
  }
  const offRegister = registry?.on('register', onChange)
  const offUnregister = registry?.on('unregister', onChange)
  return {
    wallets,
    stop() {
      offRegister?.()
      offUnregister?.()
    },
  }
}
