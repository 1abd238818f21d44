import { isSafeDeepLink } from '../security/safeDeepLink.js'
import { isSafePageUrl } from '../security/safeUrl.js'

/**
 * A wallet's link (a registry wallet's `mobile_link` or `desktop_link`) as the base that
 * WalletConnect's paths follow: a page ends in `/`, an app scheme in `://`, so that
 * `{base}wc?uri=…` opens a pairing and `{base}wc?requestId=…` a request. `undefined` when the
 * link fails {@link isSafeDeepLink}: nothing unchecked becomes a link or is opened.
 *
 * @example
 * walletLinkBase('metamask:') // 'metamask://'
 * walletLinkBase('https://link.trustwallet.com') // 'https://link.trustwallet.com/'
 * walletLinkBase('ms-msdt:/id PCWDiagnostic') // undefined
 */
export function walletLinkBase(link: string | null | undefined): string | undefined {
  if (!link || !isSafeDeepLink(link)) return undefined
  if (isSafePageUrl(link)) return link.endsWith('/') ? link : `${link}/`
  // `trust:`, `trust:/` and `trust://` are one app; sign-client's links take the `//` form.
  return link.includes('://') ? link : `${link.replace(/:\/*$/, '')}://`
}
