import type { LatchStorage } from '../storage/createStorage.js'
import type { StorageValue } from '../storage/storageItems.js'
import type { WalletConnectRequestSent } from './walletConnectClient.js'
import { walletLinkBase } from './walletLinkBase.js'

/** The wallet the visitor opened from a pairing view: its link's base, and its name. */
export type DeepLinkChoice = StorageValue<'deepLinkChoice'>

/** Where a link opens: an app scheme in place (the OS hands it over), a page in a new tab. */
type DeepLinkTarget = '_self' | '_blank'

/** The page's window as the redirect uses it; the browser's own by default. */
export type DeepLinkWindow = {
  /** Whether the page has the focus: a page in the background opens nothing. */
  hasFocus(): boolean
  open(url: string, target: DeepLinkTarget): void
}

/**
 * The link that opens the chosen wallet at a request of the session:
 * `{base}wc?requestId={id}&sessionTopic={topic}`, the link sign-client's own redirect builds.
 * The stored base is checked again as it was when chosen (storage is the page's, anything may
 * have written it): `undefined` when it fails.
 *
 * @example
 * walletRequestLink({ href: 'metamask://', name: 'MetaMask' }, { id: 7, topic: 'ab' })
 * // 'metamask://wc?requestId=7&sessionTopic=ab'
 */
export function walletRequestLink(
  choice: DeepLinkChoice,
  { id, topic }: WalletConnectRequestSent,
): string | undefined {
  const base = walletLinkBase(choice.href)
  if (!base) return undefined
  return `${base}wc?requestId=${encodeURIComponent(id)}&sessionTopic=${encodeURIComponent(topic)}`
}

/** The browser's window, or none outside a browser. */
function browserDeepLinkWindow(): DeepLinkWindow | undefined {
  const { document, open } = globalThis as { document?: Document; open?: Window['open'] }
  if (!document || !open) return undefined
  return {
    hasFocus: () => document.hasFocus(),
    open: (url, target) => {
      open(url, target, 'noopener,noreferrer')
    },
  }
}

export type WalletRequestDeepLinkParameters = {
  storage: LatchStorage
  /** The browser's window by default. */
  window?: DeepLinkWindow | undefined
}

/**
 * Opens the wallet the visitor chose (`deepLinkChoice`) at a request just sent over the
 * session, so that they approve it there, as sign-client would, but from Latch's checked
 * value: only while the page has the focus (a request made in the background does not pull
 * the visitor away), and nothing without a choice or with one that fails the check. Returns
 * the link opened.
 *
 * @example
 * openWalletForRequest({ storage }, { id: 7, topic }) // 'metamask://wc?requestId=7&sessionTopic=…'
 */
export function openWalletForRequest(
  { storage, window = browserDeepLinkWindow() }: WalletRequestDeepLinkParameters,
  sent: WalletConnectRequestSent,
): string | undefined {
  const choice = storage.get('deepLinkChoice')
  if (!choice || !window?.hasFocus()) return undefined
  const link = walletRequestLink(choice, sent)
  if (!link) {
    // Written by something other than Latch, or before the check was stricter: no choice.
    storage.remove('deepLinkChoice')
    return undefined
  }
  window.open(link, /^https?:/i.test(link) ? '_blank' : '_self')
  return link
}
