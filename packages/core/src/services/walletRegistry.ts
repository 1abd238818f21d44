import {
  RECOMMENDED_WALLETS_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
  WALLETS_PAGE_IMAGES_PREFETCHED,
  WALLETS_PAGE_SIZE,
} from '../constants/limits.js'
import { MOBILE_EXCHANGE_WALLET_ID, MOBILE_SOLANA_WALLET_IDS } from '../constants/mobileWallets.js'
import { SEARCH_MIN_WAIT_MS } from '../constants/time.js'
import { abortError } from '../errors/abort.js'
import type { Wallet } from '../storage/schemas.js'
import type { ConfigService } from './configService.js'
import { type PreloadImage, preloadImage, preloadImages } from './preloadImages.js'

/** A page of the wallet listing, and how many wallets the listing has in all. */
export type WalletPage = { wallets: readonly Wallet[]; count: number }

/**
 * The wallet listing of the config service (SPEC.md §7 `GET /getWallets`) as the modal's
 * lists need it. Every wallet comes with `installed`: whether a wallet found in this browser
 * has its rdns.
 */
export type WalletRegistry = {
  /** Featured wallets: config `featuredWalletIds` in that order (page size = number of ids; default none). */
  featured(signal?: AbortSignal): Promise<readonly Wallet[]>
  /** Recommended: 4 wallets (badge/ordering as the server gives them), excluding featured, excluded and installed (rdns of a found connector) ones. */
  recommended(signal?: AbortSignal): Promise<readonly Wallet[]>
  /**
   * Page `page` (1-based) of 40, honouring include/exclude config and the chains of the
   * configured networks; resolves once the images of its first 20 wallets have loaded, or
   * after 2 s (SPEC.md §9), so that the page shows with its icons.
   */
  page(page: number, signal?: AbortSignal): Promise<WalletPage>
  /** Search with 100 entries; never resolves earlier than 300 ms after the call (SPEC §9). Rejects with an AbortError when aborted. */
  search(query: string, signal?: AbortSignal): Promise<WalletPage>
}

export type WalletRegistryParameters = {
  getWallets: ConfigService['getWallets']
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  /** CAIP-2 ids of the configured networks: only wallets for them are listed. */
  chains: readonly string[]
  /** The rdns of the wallets found in this browser, read at each call. */
  installedRdns: () => ReadonlySet<string>
  /** Whether the page runs on a phone: the lists keep the wallets a phone can open. */
  mobile?: boolean
  /** The namespace of the active network, read at each call (solana lists two more). */
  activeNamespace?: () => string | undefined
  /** Loads a wallet's image ahead (an `Image` in a browser). */
  preloadImage?: PreloadImage
}

/**
 * SPEC.md §5: a phone lists only wallets with a mobile link, plus the exchange-operated
 * wallet, and on solana the two solana wallets.
 */
function opensOnPhone(wallet: Wallet, namespace: string | undefined): boolean {
  return (
    Boolean(wallet.mobile_link) ||
    wallet.id === MOBILE_EXCHANGE_WALLET_ID ||
    (namespace === 'solana' && MOBILE_SOLANA_WALLET_IDS.includes(wallet.id))
  )
}

/** Resolves after `ms`, or rejects with an `AbortError` as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal))
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortError(signal as AbortSignal))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

const nonEmpty = (ids: readonly string[] | undefined) => (ids?.length ? ids : undefined)

/**
 * The wallet registry over the config service. Featured wallets keep the site's order;
 * recommended ones leave out what the site features or excludes and what this browser
 * already has (asking for as many more as that removes, so that four remain); search waits
 * {@link SEARCH_MIN_WAIT_MS} at least so that results do not flicker while the visitor types.
 *
 * @example
 * const registry = createWalletRegistry({ getWallets: config.getWallets, chains: ['eip155:1'], installedRdns: () => new Set() })
 * const { wallets, count } = await registry.page(1)
 */
export function createWalletRegistry({
  getWallets,
  featuredWalletIds = [],
  includeWalletIds,
  excludeWalletIds,
  chains,
  installedRdns,
  mobile = false,
  activeNamespace = () => undefined,
  preloadImage: preload = preloadImage,
}: WalletRegistryParameters): WalletRegistry {
  const include = nonEmpty(includeWalletIds)
  const exclude = nonEmpty(excludeWalletIds)
  const chainIds = nonEmpty(chains)
  const marked = (wallets: readonly Wallet[]) => {
    const installed = installedRdns()
    const namespace = activeNamespace()
    const openable = mobile ? wallets.filter((wallet) => opensOnPhone(wallet, namespace)) : wallets
    return openable.map((wallet) => ({
      ...wallet,
      installed: typeof wallet.rdns === 'string' && installed.has(wallet.rdns),
    }))
  }
  const listing = async (
    parameters: { page: number; entries: number; search?: string },
    signal?: AbortSignal,
  ) => {
    const { data, count } = await getWallets(
      {
        ...parameters,
        ...(include ? { include } : {}),
        ...(exclude ? { exclude } : {}),
        ...(chainIds ? { chains: chainIds } : {}),
      },
      { signal },
    )
    const wallets = marked(data)
    // What a phone leaves out of this page is not counted either.
    return { wallets, count: count - (data.length - wallets.length) }
  }

  return {
    async featured(signal) {
      if (!featuredWalletIds.length) return []
      const { data } = await getWallets(
        { page: 1, entries: featuredWalletIds.length, include: featuredWalletIds },
        { signal },
      )
      const byId = new Map(data.map((wallet) => [wallet.id, wallet]))
      return marked(featuredWalletIds.flatMap((id) => byId.get(id) ?? []))
    },
    async recommended(signal) {
      const left = nonEmpty([...(exclude ?? []), ...featuredWalletIds])
      const { data } = await getWallets(
        {
          page: 1,
          entries: RECOMMENDED_WALLETS_PAGE_SIZE + installedRdns().size,
          ...(include ? { include } : {}),
          ...(left ? { exclude: left } : {}),
          ...(chainIds ? { chains: chainIds } : {}),
        },
        { signal },
      )
      return marked(data)
        .filter((wallet) => !wallet.installed)
        .slice(0, RECOMMENDED_WALLETS_PAGE_SIZE)
    },
    async page(page, signal) {
      const result = await listing({ page, entries: WALLETS_PAGE_SIZE }, signal)
      const images = result.wallets
        .slice(0, WALLETS_PAGE_IMAGES_PREFETCHED)
        .flatMap((wallet) => (wallet.image_url ? [wallet.image_url] : []))
      await preloadImages(images, preload)
      return result
    },
    async search(query, signal) {
      const [result] = await Promise.all([
        listing({ page: 1, entries: WALLET_SEARCH_PAGE_SIZE, search: query }, signal),
        wait(SEARCH_MIN_WAIT_MS, signal),
      ])
      return result
    },
  }
}
