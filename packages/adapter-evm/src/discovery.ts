import type { AdapterConnector } from '@latch/core'
import { isSafeImageUrl } from '@latch/core/internal'
import { type Eip1193Provider, type Eip6963ProviderDetail, isEip1193Provider } from './eip1193.js'

/** The id and name of the legacy `window.ethereum` connector. */
export const INJECTED_CONNECTOR_ID = 'injected'

type DiscoveredWallet = AdapterConnector<Eip1193Provider>

/** The part of `window` discovery needs; tests and non-browser hosts pass their own. */
export type DiscoveryTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
  dispatchEvent(event: Event): boolean
  ethereum?: unknown
}

const rdnsPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * An EIP-6963 announcement as Latch accepts it: a real provider, a uuid, a reverse-DNS id,
 * a name, and an icon that is a safe image URL. Anything else is ignored: announcements come
 * from any script on the page.
 */
export function parseAnnouncement(detail: unknown): Eip6963ProviderDetail | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: Record<string, unknown>; provider?: unknown }
  if (!info || !isEip1193Provider(provider)) return undefined
  const { uuid, name, icon, rdns } = info
  if (typeof uuid !== 'string' || !uuidPattern.test(uuid)) return undefined
  if (typeof rdns !== 'string' || !rdnsPattern.test(rdns)) return undefined
  if (typeof name !== 'string' || name.trim() === '') return undefined
  if (typeof icon !== 'string' || !isSafeImageUrl(icon)) return undefined
  return { info: { uuid, name: name.trim(), icon, rdns }, provider }
}

/**
 * Finds the page's EVM wallets: every EIP-6963 announcement (one connector per rdns, typed
 * ANNOUNCED) and the legacy `window.ethereum` (typed INJECTED) unless it is one of the
 * announced providers. `onChange` hears of wallets announced later.
 */
export function discoverWallets(target: DiscoveryTarget | undefined, onChange: () => void) {
  const announced = new Map<string, DiscoveredWallet>()
  // Wallets answering the first request are simply there; only later ones are news.
  let started = false

  function onAnnounce(event: Event) {
    const detail = parseAnnouncement((event as CustomEvent<unknown>).detail)
    if (!detail) return
    const { info, provider } = detail
    // The first announcement of an rdns wins: a later script cannot take over its id.
    if (announced.has(info.rdns)) return
    announced.set(info.rdns, {
      wallet: provider,
      connector: {
        id: info.rdns,
        name: info.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: info.icon,
        info: { rdns: info.rdns, icon: info.icon },
      },
    })
    if (started) onChange()
  }

  function injected(): DiscoveredWallet | undefined {
    const provider = target?.ethereum
    if (!isEip1193Provider(provider)) return undefined
    for (const { wallet } of announced.values()) if (wallet === provider) return undefined
    return {
      wallet: provider,
      connector: {
        id: INJECTED_CONNECTOR_ID,
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
      },
    }
  }

  target?.addEventListener('eip6963:announceProvider', onAnnounce)
  target?.dispatchEvent(new Event('eip6963:requestProvider'))
  started = true

  return {
    wallets(): DiscoveredWallet[] {
      const legacy = injected()
      return [...announced.values(), ...(legacy ? [legacy] : [])]
    },
    stop() {
      target?.removeEventListener('eip6963:announceProvider', onAnnounce)
    },
  }
}
