import type { Wallet } from '@latch/core'
import { isSafePageUrl, walletLinkBase } from '@latch/core/internal'

/**
 * A wallet's link that opens a WalletConnect pairing: `{link}wc?uri={uri}`, the link ending
 * in `/` (a page) or `://` (an app scheme), as core's `walletLinkBase` makes it (the base the
 * visitor's choice keeps for requests). `undefined` when the link fails core's deep-link
 * check, so that nothing unchecked from the registry becomes a link.
 *
 * @example
 * pairingLink('metamask:', 'wc:abc@2') // 'metamask://wc?uri=wc%3Aabc%402'
 */
export function pairingLink(link: string | null | undefined, uri: string): string | undefined {
  const base = walletLinkBase(link)
  return base && `${base}wc?uri=${encodeURIComponent(uri)}`
}

export type WalletLinks = { mobile?: string; desktop?: string; web?: string }

/** The ways to open `wallet` with a pairing: its app on a phone, its desktop app, its web app. */
export function walletLinks(wallet: Wallet, uri: string | undefined): WalletLinks {
  const links: WalletLinks = {}
  if (uri) {
    const mobile = pairingLink(wallet.mobile_link, uri)
    const desktop = pairingLink(wallet.desktop_link, uri)
    if (mobile) links.mobile = mobile
    if (desktop) links.desktop = desktop
  }
  if (wallet.webapp_link && isSafePageUrl(wallet.webapp_link)) links.web = wallet.webapp_link
  return links
}
