import type { StorageBackend } from './storageBackend.js'

/**
 * The values of a `Cookie` request header (`name=value; other=value`), read-only: what a
 * server knows of the visitor's storage. Names and values are URI-decoded; a pair that does
 * not decode is skipped.
 *
 * @example
 * cookieHeaderBackend(request.headers.get('cookie') ?? '').getItem('@latch/connections')
 */
export function cookieHeaderBackend(header: string): StorageBackend {
  const values = new Map<string, string>()
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0) continue
    try {
      const name = decodeURIComponent(pair.slice(0, at).trim())
      // The first of two same-named cookies is the most specific path's (RFC 6265 §5.4).
      if (!values.has(name)) values.set(name, decodeURIComponent(pair.slice(at + 1).trim()))
    } catch {
      // Another site's cookie of malformed percent-encoding: not one of Latch's.
    }
  }
  return {
    getItem: (key) => values.get(key) ?? null,
    // The server does not write the visitor's storage: the page does, with its cookies.
    setItem: () => {},
    removeItem: () => {},
  }
}
