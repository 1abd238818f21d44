import type { LatchClient } from '../client/latchClient.js'
import { walletLinkBase } from '../walletConnect/walletLinkBase.js'
import type { DeepLinkChoice } from '../walletConnect/walletRequestDeepLink.js'

export type ChooseWalletConnectDeepLinkParameters = {
  /** The link the visitor opened: the wallet's `mobile_link` or `desktop_link`, as listed. */
  link: string | null | undefined
  /** The wallet's name. */
  name: string
}

/** The choice stored, or `undefined` when the link fails the deep-link check. */
export type ChooseWalletConnectDeepLinkReturnType = DeepLinkChoice | undefined

/** None: a link that fails the check is not kept (the result is `undefined`). */
export type ChooseWalletConnectDeepLinkErrorType = never

/**
 * Remembers the wallet app the visitor opened with a WalletConnect pairing (`deepLinkChoice`,
 * SPEC.md §3): each request of the session then opens that app at the request, where the
 * visitor approves it. The link is kept as the base both links share (`metamask://`,
 * `https://link.example.org/`); one that fails `isSafeDeepLink` is not kept, and the previous
 * choice is forgotten. A new pairing, a disconnect or the session's end forget it too.
 *
 * @example
 * // The visitor taps "Open app" of a registry wallet, whose link carries the pairing.
 * chooseWalletConnectDeepLink(latch, { link: wallet.mobile_link, name: wallet.name })
 */
export function chooseWalletConnectDeepLink(
  latch: LatchClient,
  { link, name }: ChooseWalletConnectDeepLinkParameters,
): ChooseWalletConnectDeepLinkReturnType {
  const { storage } = latch._internal
  const href = walletLinkBase(link)
  if (!href) {
    storage.remove('deepLinkChoice')
    return undefined
  }
  const choice = { href, name }
  storage.set('deepLinkChoice', choice)
  return choice
}
