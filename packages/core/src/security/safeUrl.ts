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
