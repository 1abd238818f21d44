// External URLs (wallet listings, EIP-6963 announcements, WalletConnect metadata, config)
// are checked before use (DESIGN.md "Security rules").

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

function parse(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

function isLoopback(url: URL): boolean {
  return loopbackHosts.has(url.hostname)
}

/** A page Latch may navigate to or link: https, or http on loopback. */
export function isSafePageUrl(url: string): boolean {
  const parsed = parse(url)
  if (!parsed) return false
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopback(parsed))
}

/**
 * An image source: an https (or loopback http) URL, or a base64 or URL-encoded `data:` image
 * of a raster type or SVG (SVG in `<img>` runs no script).
 */
export function isSafeImageUrl(url: string): boolean {
  if (url.startsWith('data:')) return /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(url)
  return isSafePageUrl(url)
}

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
