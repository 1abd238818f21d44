import { RequestError } from '../http/requestError.js'

/** The page a request comes from, read from its `Origin` header. */
export type PageOrigin = {
  /** `https://shop.example` */
  origin: string
  /** The authority, as EIP-4361's domain and `location.host` write it: `shop.example:8443`. */
  host: string
  /** `https` */
  scheme: string
}

/**
 * The page of an `Origin` header; `undefined` when there is none (a request that is not a
 * browser's).
 *
 * @throws {RequestError} 400 when the header is not an http(s) origin (`null` included).
 */
export function pageOrigin(header: string | undefined): PageOrigin | undefined {
  if (header === undefined) return undefined
  let url: URL | undefined
  try {
    url = new URL(header)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== header) {
    throw new RequestError(
      400,
      'invalid_request',
      `The Origin header ${JSON.stringify(header)} is not an http or https origin`,
    )
  }
  return { origin: url.origin, host: url.host, scheme: url.protocol.slice(0, -1) }
}
