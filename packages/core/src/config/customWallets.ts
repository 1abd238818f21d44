import { isSafeDeepLink } from '../security/safeDeepLink.js'
import { isSafeImageUrl, isSafePageUrl } from '../security/safeUrl.js'
import type { Wallet } from '../storage/schemas.js'

/** A wallet the site lists itself (SPEC.md §6 "custom wallets"), in the registry's field names. */
export type CustomWallet = {
  id: string
  name: string
  homepage?: string | undefined
  image_url?: string | undefined
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
  app_store?: string | undefined
  play_store?: string | undefined
}

/** A custom wallet as the wallet lists show it, with the pages it offers besides its links. */
export type ListedCustomWallet = Wallet & {
  homepage?: string | undefined
  app_store?: string | undefined
  play_store?: string | undefined
}

function page(url: string | undefined): string | undefined {
  return url !== undefined && isSafePageUrl(url) ? url : undefined
}

/**
 * The site's custom wallets as the "custom" group of the wallet lists shows them: a link or
 * image that is not safe to use is dropped (DESIGN.md "Security rules"), like a registry
 * wallet's, and none is installed (it is reached by its links).
 *
 * @example
 * listCustomWallets([{ id: 'acme', name: 'Acme', mobile_link: 'acme://' }])
 * // [{ id: 'acme', name: 'Acme', mobile_link: 'acme://', installed: false }]
 */
export function listCustomWallets(wallets: readonly CustomWallet[] = []): ListedCustomWallet[] {
  return wallets.map((wallet) => {
    const link = (value: string | undefined) =>
      value !== undefined && isSafeDeepLink(value) ? value : undefined
    const listed: ListedCustomWallet = { id: wallet.id, name: wallet.name, installed: false }
    const fields = {
      image_url:
        wallet.image_url !== undefined && isSafeImageUrl(wallet.image_url)
          ? wallet.image_url
          : undefined,
      mobile_link: link(wallet.mobile_link),
      desktop_link: link(wallet.desktop_link),
      webapp_link: page(wallet.webapp_link),
      homepage: page(wallet.homepage),
      app_store: page(wallet.app_store),
      play_store: page(wallet.play_store),
    }
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) Object.assign(listed, { [key]: value })
    }
    return listed
  })
}
