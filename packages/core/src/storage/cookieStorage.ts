import { chainNamespaces } from '../caip/chainNamespace.js'
import { cookieHeaderBackend } from './cookieHeaderBackend.js'
import { localStorageBackend, type StorageBackend } from './storageBackend.js'
import { storageKeyOf } from './storageItems.js'

// A year: a saved connection is restored on any later visit, as it is from localStorage.
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60
// Browsers keep at least 4096 bytes of a cookie's name and value; a longer one is dropped
// whole, so it is not written at all (the page then restores after hydration, as without
// cookies).
const COOKIE_BYTES_MAX = 4096

/**
 * The keys a first render reads (the button's account and network): the active network, each
 * namespace's connected connector, and the saved connections. Only these are copied to
 * cookies, so that the request a page sends carries them and nothing else of the visitor's.
 */
const firstRenderKeys: readonly string[] = [
  storageKeyOf('activeCaipNetworkId'),
  storageKeyOf('connections'),
  ...chainNamespaces.map((namespace) => storageKeyOf('connectedConnectorId', namespace)),
]

type CookieDocument = { cookie: string; location?: { protocol?: string } }

// Core does not assume a DOM: read `document` off the global object.
const pageDocument = () => (globalThis as { document?: CookieDocument }).document

export type CookieStorageParameters = {
  /** Where every value is kept; the page's `localStorage` by default. */
  backend?: StorageBackend | undefined
}

/**
 * Storage for server-rendered pages: every value stays in `backend` (the page's
 * `localStorage`), and what a first render reads (the active network, the connected
 * connectors, the saved connections) is also written to first-party cookies, so that the
 * server sees a returning visitor's connection in the request: `latch.getServerState(cookie)`
 * renders it, and the button shows the account from the server's HTML on.
 * Without a `document` (on the server) it writes no cookie.
 *
 * @example
 * createLatch({ networks, adapters, storage: cookieStorage() })
 */
export function cookieStorage({
  backend = localStorageBackend(),
}: CookieStorageParameters = {}): StorageBackend {
  const page = pageDocument()
  const write = (key: string, value: string | null) => {
    if (!page) return
    const name = encodeURIComponent(key)
    const secure = page.location?.protocol === 'https:' ? '; Secure' : ''
    const attributes = `; Path=/; SameSite=Lax${secure}`
    const pair = value === null ? '' : `${name}=${encodeURIComponent(value)}`
    if (value === null || pair.length > COOKIE_BYTES_MAX) {
      // Both: `Expires` in the past for an implementation that reads no `Max-Age=0`.
      page.cookie = `${name}=${attributes}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
      return
    }
    page.cookie = `${pair}${attributes}; Max-Age=${ONE_YEAR_SECONDS}`
  }
  // Values saved before the site used cookies (or cookies the visitor cleared) get their copy
  // now, so that the next request carries them.
  if (page) {
    const sent = cookieHeaderBackend(page.cookie)
    for (const key of firstRenderKeys) {
      const value = backend.getItem(key)
      if (value !== sent.getItem(key)) write(key, value)
    }
  }
  return {
    getItem: (key) => backend.getItem(key),
    setItem(key, value) {
      backend.setItem(key, value)
      if (firstRenderKeys.includes(key)) write(key, value)
    },
    removeItem(key) {
      backend.removeItem(key)
      if (firstRenderKeys.includes(key)) write(key, null)
    },
  }
}
