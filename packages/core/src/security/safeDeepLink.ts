import { isSafePageUrl } from './safeUrl.js'

// Apart from safeUrl.ts: deep links come from the wallet registry and WalletConnect, code a
// page loads on demand, and this check loads with it.

const blockedSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:'])

/**
 * A wallet deep link: a safe page URL, or a custom scheme of letters, digits, `+`, `-` and
 * `.` (such as `metamask://` or `trust:`) that is none of the script or local-file schemes.
 */
export function isSafeDeepLink(url: string): boolean {
  if (isSafePageUrl(url)) return true
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(url)?.[1]?.toLowerCase()
  if (!scheme || blockedSchemes.has(scheme) || scheme === 'http:' || scheme === 'https:')
    return false
  return !/[\s<>"'`]/.test(url)
}
